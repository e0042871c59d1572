import { UsersIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { accountKeys } from '@web/features/accounts/api/account-keys';
import { auditKeys } from '@web/features/audit/api/audit-keys';
import { useEmdWithdrawals } from '@web/features/emd/api/get-emd-withdrawals';
import { EmdDeposits } from '@web/features/emd/components/emd-deposits';
import { EmdWithdrawals } from '@web/features/emd/components/emd-withdrawals';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/**
 * A verified deposit credits the buyer's wallet (User Management's EMD column), and a deposit or
 * withdrawal reviewed moves the dashboard's EMD figure and its activity feed.
 */
const REVIEW_ALSO_REFRESHES = [accountKeys.all, reportKeys.dashboard('admin'), auditKeys.all];

type View = 'deposits' | 'withdrawals';

/** Money in and out of buyers' EMD wallets: deposits to verify, and withdrawals to pay (`?view=withdrawals`). */
export default function AdminEmdDepositsRoute() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const waiting = useEmdWithdrawals('requested').data?.items.length;
  return (
    <Page
      title="EMD Deposits & Withdrawals"
      description="Verify deposits against their UTR reference; pay buyers' withdrawals to their bank accounts, or reject them with a reason."
      actions={
        <Button variant="outline" asChild>
          <Link to="/admin/users">
            <UsersIcon aria-hidden />
            User Management
          </Link>
        </Button>
      }
    >
      <Tabs
        value={view}
        onValueChange={(v) =>
          setParams(
            (p) => {
              if (v === 'withdrawals') p.set('view', v);
              else p.delete('view');
              return p;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="EMD money" className="mb-2">
          <TabsTrigger value="deposits">Deposits</TabsTrigger>
          <TabsTrigger value="withdrawals">
            Withdrawals
            {waiting ? (
              <span className="rounded-full bg-warning px-1.5 text-xs text-warning-foreground tabular-nums">
                {waiting}
                <span className="sr-only"> to pay</span>
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <RefreshAlso keys={REVIEW_ALSO_REFRESHES}>
          <TabsContent value="deposits">
            <EmdDeposits />
          </TabsContent>
          <TabsContent value="withdrawals">
            <EmdWithdrawals />
          </TabsContent>
        </RefreshAlso>
      </Tabs>
    </Page>
  );
}
