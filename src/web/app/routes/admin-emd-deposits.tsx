import { accountKeys } from '@web/features/accounts/api/account-keys';
import { activityKey } from '@web/features/admin/api/get-activity';
import { adminDashboardQuery } from '@web/features/admin/api/get-admin-dashboard';
import { EmdDeposits } from '@web/features/emd/components/emd-deposits';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A verified deposit marks the buyer's EMD paid (User Management), and moves the dashboard and its activity feed. */
const DEPOSIT_REVIEW_ALSO_REFRESHES = [accountKeys.all, adminDashboardQuery.queryKey, activityKey];

export default function AdminEmdDepositsRoute() {
  return (
    <RefreshAlso keys={DEPOSIT_REVIEW_ALSO_REFRESHES}>
      <EmdDeposits />
    </RefreshAlso>
  );
}
