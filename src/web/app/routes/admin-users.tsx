import { UserManagement } from '@web/features/accounts/components/user-management';
import { auditKeys } from '@web/features/audit/api/audit-keys';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A change to an account moves the dashboard's figures and its activity feed. */
const ACCOUNT_CHANGE_ALSO_REFRESHES = [reportKeys.dashboard('admin'), auditKeys.all];

export default function AdminUsersRoute() {
  return (
    <RefreshAlso keys={ACCOUNT_CHANGE_ALSO_REFRESHES}>
      <UserManagement />
    </RefreshAlso>
  );
}
