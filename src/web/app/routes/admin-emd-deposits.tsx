import { accountKeys } from '@web/features/accounts/api/account-keys';
import { auditKeys } from '@web/features/audit/api/audit-keys';
import { EmdDeposits } from '@web/features/emd/components/emd-deposits';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A verified deposit marks the buyer's EMD paid (User Management), and moves the dashboard and its activity feed. */
const DEPOSIT_REVIEW_ALSO_REFRESHES = [accountKeys.all, reportKeys.dashboard('admin'), auditKeys.all];

export default function AdminEmdDepositsRoute() {
  return (
    <RefreshAlso keys={DEPOSIT_REVIEW_ALSO_REFRESHES}>
      <EmdDeposits />
    </RefreshAlso>
  );
}
