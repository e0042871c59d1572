import { UserManagement } from '@web/features/accounts/components/user-management';
import { activityKey } from '@web/features/admin/api/get-activity';
import { adminDashboardQuery } from '@web/features/admin/api/get-admin-dashboard';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A change to an account moves the dashboard's figures and its activity feed. */
const ACCOUNT_CHANGE_ALSO_REFRESHES = [adminDashboardQuery.queryKey, activityKey];

export default function AdminUsersRoute() {
  return (
    <RefreshAlso keys={ACCOUNT_CHANGE_ALSO_REFRESHES}>
      <UserManagement />
    </RefreshAlso>
  );
}
