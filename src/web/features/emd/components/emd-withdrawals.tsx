import { zodResolver } from '@hookform/resolvers/zod';
import { BanknoteIcon, CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@shared/domain/constants';
import { formatINR } from '@shared/domain/money';
import { WithdrawalPaySchema, type AdminWithdrawal, type WithdrawalPay } from '@shared/schemas/emd';
import { ReasonSchema, type Reason } from '@shared/schemas/sale';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Input, Textarea } from '@web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminText } from '@web/i18n/ns/admin';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useEmdWithdrawals } from '../api/get-emd-withdrawals';
import { usePayEmdWithdrawal } from '../api/pay-emd-withdrawal';
import { useRejectEmdWithdrawal } from '../api/reject-emd-withdrawal';
import { istDateTime } from './ist-date-time';
import { AccountLine } from './masked-account';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';
import { errorText, issueText } from '@web/i18n/messages';

type Filter = WithdrawalStatus | 'all';
const FILTERS: Filter[] = [...WITHDRAWAL_STATUSES, 'all'];

type Action = { kind: 'pay' | 'reject'; withdrawal: AdminWithdrawal };

/**
 * Buyers' requests to have available EMD paid back to the account a deposit came from (decision 033):
 * the admin transfers the money to the remitter of that deposit's UTR and records the payout's UTR ("Mark paid"), or rejects the request with a reason (the amount returns to the
 * buyer's wallet). Both are asked in a dialog; focus goes back to the button that opened it.
 */
export function EmdWithdrawals() {
  const t = useAdminText();
  const [filter, setFilter] = useState<Filter>('requested');
  const withdrawals = useEmdWithdrawals(filter);
  const [action, setAction] = useState<Action | null>(null);
  const done = useRef(false);
  const trigger = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const resultsId = useId();

  const open = (kind: Action['kind'], withdrawal: AdminWithdrawal) => (e: MouseEvent<HTMLButtonElement>) => {
    done.current = false;
    trigger.current = e.currentTarget;
    setAction({ kind, withdrawal });
  };

  return (
    <Card className="p-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
          <BanknoteIcon className="size-5 text-primary" aria-hidden />
          {t('withdrawals.heading')}
        </h2>
        <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)}>
          <TabsList aria-label={t('withdrawals.tabsLabel')}>
            {FILTERS.map((f) => (
              // The filter's one panel is the list below (there is no TabsContent per status).
              <TabsTrigger key={f} value={f} aria-controls={resultsId}>
                {t(`withdrawals.tab.${f}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </div>

      <div id={resultsId}>
        <QueryStates
          query={withdrawals}
          what={t('withdrawals.what')}
          loading={{ count: 3, height: 'h-12', className: 'mt-4', label: t('withdrawals.loading') }}
          isEmpty={(d) => d.items.length === 0}
          empty={
            <EmptyState
              title={t('withdrawals.empty')}
              hint={filter === 'requested' ? t('withdrawals.hintRequested') : t('withdrawals.hintNone')}
            />
          }
        >
          {(data) => (
            <Table stackOnPhone className="mt-4 min-w-[860px]" aria-label={t('withdrawals.label')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('common.buyer')}</TableHead>
                  <TableHead className="text-right">{t('common.amount')}</TableHead>
                  <TableHead>{t('withdrawals.payTo')}</TableHead>
                  <TableHead>{t('withdrawals.requested')}</TableHead>
                  <TableHead>{t('common.status')}</TableHead>
                  <TableHead className="text-right">{t('common.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((w) => (
                  <TableRow key={w.id} data-testid="emd-withdrawal-row">
                    <TableCell translate="no">
                      <div className="font-medium">{w.user.fullName || w.user.email}</div>
                      <div className="text-xs text-muted-foreground">{w.user.email}</div>
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">{formatINR(w.amount)}</TableCell>
                    <TableCell className="text-xs">
                      <AccountLine account={w.account} />
                      {w.depositUtr ? (
                        <p className="mt-1 text-muted-foreground">
                          {t('withdrawals.fromDeposit')}{' '}
                          <span className="font-mono text-foreground" translate="no">
                            {w.depositUtr}
                          </span>
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{istDateTime(w.createdAt)}</TableCell>
                    <TableCell>
                      <WithdrawalStatusBadge status={w.status} />
                      {w.status === 'paid' && w.utrReference ? (
                        <p className="mt-1 text-xs text-muted-foreground">
                          {t('withdrawals.utr')}{' '}
                          <span className="font-mono text-foreground" translate="no">
                            {w.utrReference}
                          </span>
                        </p>
                      ) : null}
                      {w.status === 'rejected' && w.rejectionReason ? (
                        <p className="mt-1 max-w-52 text-xs text-muted-foreground" translate="no">
                          {w.rejectionReason}
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {w.status === 'requested' ? (
                        <div className="flex justify-end gap-1">
                          <Button size="sm" onClick={open('pay', w)}>
                            <CheckCircle2Icon aria-hidden />
                            {t('withdrawals.markPaid')}
                          </Button>
                          <Button size="sm" variant="outline" onClick={open('reject', w)}>
                            <XCircleIcon aria-hidden />
                            {t('common.reject')}
                          </Button>
                        </div>
                      ) : (
                        <p className="text-right text-xs whitespace-nowrap text-muted-foreground">
                          {w.reviewedAt ? t('withdrawals.reviewed', { when: istDateTime(w.reviewedAt) }) : null}
                        </p>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryStates>
      </div>

      <Dialog open={action !== null} onOpenChange={(o) => !o && setAction(null)}>
        <DialogContent
          onCloseAutoFocus={(e) => {
            // NOTE: after a pay or reject the row's buttons go away with the refetch, so focus goes to
            // the list's heading; after Cancel or Escape it returns to the button that opened the dialog.
            e.preventDefault();
            if (!done.current && trigger.current?.isConnected) trigger.current.focus();
            else heading.current?.focus();
          }}
        >
          {action?.kind === 'pay' ? (
            <PayForm
              key={action.withdrawal.id}
              withdrawal={action.withdrawal}
              onCancel={() => setAction(null)}
              onDone={() => {
                done.current = true;
                setAction(null);
              }}
            />
          ) : action?.kind === 'reject' ? (
            <RejectForm
              key={action.withdrawal.id}
              withdrawal={action.withdrawal}
              onCancel={() => setAction(null)}
              onDone={() => {
                done.current = true;
                setAction(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

const whose = (w: AdminWithdrawal) => w.user.fullName || w.user.email;

function PayForm({ withdrawal: w, onCancel, onDone }: { withdrawal: AdminWithdrawal; onCancel: () => void; onDone: () => void }) {
  const t = useAdminText();
  const pay = usePayEmdWithdrawal();
  const form = useForm<{ utrReference: string }, unknown, WithdrawalPay>({
    resolver: zodResolver(WithdrawalPaySchema),
    defaultValues: { utrReference: '' },
  });
  const submit = (input: WithdrawalPay) => {
    if (pay.isPending) return;
    pay.mutate(
      { id: w.id, input },
      {
        onSuccess: () => {
          toast.success(
            t('withdrawals.paid'),
            t('withdrawals.paidText', { amount: formatINR(w.amount), name: whose(w), utr: input.utrReference }),
          );
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400)
            form.setError('utrReference', { message: err.issues?.[0] ? issueText(err.issues[0]) : errorText(err) });
          else toast.apiError(t('withdrawals.notPaid'), err);
        },
      },
    );
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('withdrawals.payTitle')}</DialogTitle>
        <DialogDescription>
          {t('withdrawals.payDescription', { amount: formatINR(w.amount), name: whose(w), last4: w.account.last4, ifsc: w.account.ifsc })}
        </DialogDescription>
      </DialogHeader>
      {w.depositUtr ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          {t('withdrawals.payToRemitter')}{' '}
          <span className="font-mono" translate="no">
            {w.depositUtr}
          </span>
        </p>
      ) : null}
      <Field label={t('withdrawals.utrLabel')} error={form.formState.errors.utrReference?.message} hint={t('withdrawals.utrHint')}>
        <Input
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          placeholder={t('withdrawals.utrPlaceholder')}
          {...form.register('utrReference')}
        />
      </Field>
      <FormDialogFooter submitLabel={t('withdrawals.markPaid')} pending={pay.isPending} onCancel={onCancel} />
    </form>
  );
}

function RejectForm({ withdrawal: w, onCancel, onDone }: { withdrawal: AdminWithdrawal; onCancel: () => void; onDone: () => void }) {
  const t = useAdminText();
  const reject = useRejectEmdWithdrawal();
  const form = useForm<Reason>({ resolver: zodResolver(ReasonSchema), defaultValues: { reason: '' } });
  const submit = (input: Reason) => {
    if (reject.isPending) return;
    reject.mutate(
      { id: w.id, input },
      {
        onSuccess: () => {
          toast.success(t('withdrawals.rejected'), t('withdrawals.rejectedText', { amount: formatINR(w.amount), name: whose(w) }));
          onDone();
        },
        onError: (err) => toast.apiError(t('withdrawals.notRejected'), err),
      },
    );
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('withdrawals.rejectTitle')}</DialogTitle>
        <DialogDescription>{t('withdrawals.rejectDescription', { amount: formatINR(w.amount), name: whose(w) })}</DialogDescription>
      </DialogHeader>
      <Field label={t('common.reason')} error={form.formState.errors.reason?.message}>
        <Textarea rows={3} autoFocus placeholder={t('withdrawals.reasonPlaceholder')} {...form.register('reason')} />
      </Field>
      <FormDialogFooter submitLabel={t('withdrawals.rejectSubmit')} pending={reject.isPending} onCancel={onCancel} destructive />
    </form>
  );
}
