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
import { useAdminText } from '@web/i18n/ns/admin';
import { RefreshAlso } from '@web/lib/refresh-also';

/**
 * A verified deposit credits the buyer's wallet (User Management's EMD column), and a deposit or
 * withdrawal reviewed moves the dashboard's EMD figure and its activity feed.
 */
const REVIEW_ALSO_REFRESHES = [accountKeys.all, reportKeys.dashboard('admin'), auditKeys.all];

type View = 'deposits' | 'withdrawals';

/** Money in and out of buyers' EMD wallets: deposits to verify, and withdrawals to pay (`?view=withdrawals`). */
export default function AdminEmdDepositsRoute() {
  const t = useAdminText();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const waiting = useEmdWithdrawals('requested').data?.items.length;
  return (
    <Page
      title={t('emdPage.title')}
      description={t('emdPage.description')}
      actions={
        <Button variant="outline" asChild>
          <Link to="/admin/users">
            <UsersIcon aria-hidden />
            {t('common.userManagement')}
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
        <TabsList aria-label={t('emdPage.tabsLabel')} className="mb-2">
          <TabsTrigger value="deposits">{t('emdPage.deposits')}</TabsTrigger>
          <TabsTrigger value="withdrawals">
            {t('emdPage.withdrawals')}
            {waiting ? (
              <span className="rounded-full bg-warning px-1.5 text-xs text-warning-foreground tabular-nums">
                {waiting}
                <span className="sr-only"> {t('emdPage.toPay')}</span>
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
