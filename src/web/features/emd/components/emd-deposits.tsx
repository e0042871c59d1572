import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon, ClockIcon, Loader2Icon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMD_DEPOSIT_STATUSES, type EmdDepositStatus } from '@shared/domain/constants';
import { formatINR, formatLakh } from '@shared/domain/money';
import { EmdDepositRejectSchema, type AdminEmdDeposit, type EmdDepositReject } from '@shared/schemas/emd';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CountedTabsList } from '@web/components/ui/counted-tabs-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/input';
import { SearchInput } from '@web/components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { useEmdDeposits } from '../api/get-emd-deposits';
import { useRejectEmdDeposit } from '../api/reject-emd-deposit';
import { useVerifyEmdDeposit } from '../api/verify-emd-deposit';
import { useDebounced } from '@web/lib/use-debounced';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { useFormatDate } from '@web/lib/use-format-date';
import { StatCard } from '@web/components/stat-card';
import { useAdminText } from '@web/i18n/ns/admin';
import { AccountLine } from './masked-account';

type Tab = EmdDepositStatus | 'all';
const TABS: Tab[] = ['pending', ...EMD_DEPOSIT_STATUSES.filter((s) => s !== 'pending'), 'all'];
const VARIANT = { pending: 'warning', verified: 'live', rejected: 'destructive' } as const;

/**
 * EMD deposits buyers submitted by NEFT/RTGS: the admin checks the UTR, and that the remitter is the
 * account the buyer named (in their name; refunds go back to it, decision 033), against the bank statement,
 * then verifies (the amount is credited to the buyer's EMD wallet) or rejects with a reason. The
 * route puts it in a page beside the withdrawals.
 */
export function EmdDeposits() {
  const t = useAdminText();
  const labels = Object.fromEntries(TABS.map((s) => [s, t(`deposits.tab.${s}`)])) as Record<Tab, string>;
  const [tab, setTab] = useState<Tab>('pending');
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const deposits = useEmdDeposits(tab, q);
  const [rejecting, setRejecting] = useState<AdminEmdDeposit | null>(null);
  const counts = deposits.data?.counts;
  const loading = deposits.isPending;

  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('deposits.total')} value={counts?.total ?? 0} loading={loading} />
        <StatCard label={t('deposits.tab.pending')} value={counts?.pending ?? 0} icon={ClockIcon} tone="warning" loading={loading} />
        <StatCard label={t('deposits.tab.verified')} value={counts?.verified ?? 0} icon={CheckCircle2Icon} tone="live" loading={loading} />
        <StatCard
          label={t('deposits.tab.rejected')}
          value={counts?.rejected ?? 0}
          icon={XCircleIcon}
          tone="destructive"
          loading={loading}
        />
      </div>

      <Card className="mt-6 p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <CountedTabsList
              aria-label={t('deposits.tabsLabel')}
              tabs={TABS}
              labels={labels}
              counts={counts}
              hideCountsWhileLoading
              controls="emd-deposit-list"
            />
          </Tabs>
          <SearchInput
            className="md:w-72"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('deposits.searchPlaceholder')}
            aria-label={t('deposits.searchLabel')}
          />
        </div>

        <div id="emd-deposit-list">
          <QueryStates
            query={deposits}
            what={t('deposits.what')}
            loading={{ count: 4, height: 'h-12', className: 'mt-4' }}
            isEmpty={(d) => d.items.length === 0}
            empty={
              <EmptyState
                title={t('deposits.empty')}
                hint={q ? t('deposits.hintSearch') : tab === 'pending' ? t('deposits.hintPending') : t('deposits.hintNone')}
              />
            }
          >
            {(data) => (
              <Table stackOnPhone className="mt-4 min-w-[960px]" aria-label={t('deposits.label')}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('common.buyer')}</TableHead>
                    <TableHead>{t('deposits.utr')}</TableHead>
                    <TableHead>{t('deposits.from')}</TableHead>
                    <TableHead className="text-right">{t('common.amount')}</TableHead>
                    <TableHead>{t('deposits.submitted')}</TableHead>
                    <TableHead>{t('common.status')}</TableHead>
                    <TableHead>{t('deposits.buyersEmd')}</TableHead>
                    <TableHead className="text-right">{t('common.actions')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((d) => (
                    <DepositRow key={d.id} deposit={d} onReject={() => setRejecting(d)} />
                  ))}
                </TableBody>
              </Table>
            )}
          </QueryStates>
        </div>
      </Card>
      <RejectDialog deposit={rejecting} onOpenChange={(o) => !o && setRejecting(null)} />
    </>
  );
}

function DepositRow({ deposit: d, onReject }: { deposit: AdminEmdDeposit; onReject: () => void }) {
  const formatDate = useFormatDate();
  const t = useAdminText();
  const verify = useVerifyEmdDeposit();
  const name = d.user.fullName || d.user.email;
  // NOTE: the outcome follows the promise, not mutate's callbacks, which are dropped with this row: a verified
  // deposit leaves the Pending tab, so the row (or the whole table, for the last one) goes while the lists refresh.
  const onVerify = () =>
    verify.mutateAsync(d.id).then(
      () => toast.success(t('deposits.verified'), t('deposits.verifiedText', { name, amount: formatINR(d.amount) })),
      (err: Error) => toast.apiError(t('common.error'), err, t('deposits.verifyFailed')),
    );
  return (
    <TableRow data-testid="emd-deposit-row" data-utr={d.utrReference}>
      <TableCell translate="no">
        <div className="font-medium">{name}</div>
        <div className="text-xs text-muted-foreground">{d.user.email}</div>
      </TableCell>
      <TableCell className="font-mono text-xs max-sm:col-span-2" translate="no">
        {d.utrReference}
      </TableCell>
      <TableCell className="text-xs max-sm:col-span-2">
        {d.sourceAccount ? (
          <AccountLine account={d.sourceAccount} />
        ) : (
          <span className="text-muted-foreground">{t('deposits.noSource')}</span>
        )}
      </TableCell>
      <TableCell className="text-right font-medium tabular-nums">{formatINR(d.amount)}</TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(d.createdAt, 'short')}</TableCell>
      <TableCell>
        <Badge variant={VARIANT[d.status]}>{t(`deposits.tab.${d.status}`)}</Badge>
        {d.rejectionReason ? (
          <p className="mt-1 max-w-48 text-xs text-muted-foreground" translate="no">
            {d.rejectionReason}
          </p>
        ) : null}
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        {d.user.emdPaid ? formatLakh(d.user.emdAmount) : <span className="text-muted-foreground">{t('common.pending')}</span>}
      </TableCell>
      <TableCell>
        {d.status === 'pending' ? (
          <div className="flex justify-end gap-1">
            <Button size="sm" disabled={verify.isPending} onClick={() => void onVerify()}>
              {verify.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : <CheckCircle2Icon aria-hidden />}
              {t('common.verify')}
            </Button>
            <Button size="sm" variant="outline" onClick={onReject} disabled={verify.isPending}>
              <XCircleIcon aria-hidden />
              {t('common.reject')}
            </Button>
          </div>
        ) : (
          <p className="text-right text-xs text-muted-foreground">
            {d.reviewedAt ? t('deposits.reviewed', { when: formatDate(d.reviewedAt, 'short') }) : null}
          </p>
        )}
      </TableCell>
    </TableRow>
  );
}

function RejectDialog({ deposit, onOpenChange }: { deposit: AdminEmdDeposit | null; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={deposit !== null} onOpenChange={onOpenChange}>
      <DialogContent>{deposit ? <RejectForm key={deposit.id} deposit={deposit} onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function RejectForm({ deposit, onDone }: { deposit: AdminEmdDeposit; onDone: () => void }) {
  const t = useAdminText();
  const reject = useRejectEmdDeposit();
  const form = useForm<EmdDepositReject>({ resolver: zodResolver(EmdDepositRejectSchema), defaultValues: { reason: '' } });
  const submit = (input: EmdDepositReject) => {
    if (reject.isPending) return;
    reject.mutate(
      { id: deposit.id, input },
      {
        onSuccess: () => {
          toast.success(t('deposits.rejected'), t('deposits.rejectedText', { utr: deposit.utrReference }));
          onDone();
        },
        onError: (err) => toast.apiError(t('common.error'), err, t('deposits.rejectFailed')),
      },
    );
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('deposits.rejectTitle')}</DialogTitle>
        <DialogDescription>
          {t('deposits.rejectDescription', { utr: deposit.utrReference, amount: formatINR(deposit.amount) })}
        </DialogDescription>
      </DialogHeader>
      <Field label={t('common.reason')} error={form.formState.errors.reason?.message}>
        <Textarea rows={3} autoFocus placeholder={t('deposits.reasonPlaceholder')} {...form.register('reason')} />
      </Field>
      <FormDialogFooter submitLabel={t('deposits.rejectSubmit')} pending={reject.isPending} onCancel={onDone} destructive />
    </form>
  );
}
