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
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useEmdWithdrawals } from '../api/get-emd-withdrawals';
import { usePayEmdWithdrawal } from '../api/pay-emd-withdrawal';
import { useRejectEmdWithdrawal } from '../api/reject-emd-withdrawal';
import { istDateTime } from './ist-date-time';
import { MaskedAccount } from './masked-account';
import { WITHDRAWAL_STATUS_LABELS, WithdrawalStatusBadge } from './withdrawal-status-badge';

type Filter = WithdrawalStatus | 'all';
const FILTERS: Filter[] = [...WITHDRAWAL_STATUSES, 'all'];
const FILTER_LABEL: Record<Filter, string> = { ...WITHDRAWAL_STATUS_LABELS, all: 'All' };

type Action = { kind: 'pay' | 'reject'; withdrawal: AdminWithdrawal };

/**
 * Buyers' requests to have available EMD paid back to their bank: the admin transfers the money and
 * records the UTR ("Mark paid"), or rejects the request with a reason (the amount returns to the
 * buyer's wallet). Both are asked in a dialog; focus goes back to the button that opened it.
 */
export function EmdWithdrawals() {
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
          Withdrawal requests
        </h2>
        <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)}>
          <TabsList aria-label="Withdrawal status">
            {FILTERS.map((f) => (
              // The filter's one panel is the list below (there is no TabsContent per status).
              <TabsTrigger key={f} value={f} aria-controls={resultsId}>
                {FILTER_LABEL[f]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </div>

      <div id={resultsId}>
        <QueryStates
          query={withdrawals}
          what="withdrawals"
          loading={{ count: 3, height: 'h-12', className: 'mt-4', label: 'Loading withdrawals' }}
          isEmpty={(d) => d.items.length === 0}
          empty={
            <EmptyState
              title="No withdrawals found"
              hint={filter === 'requested' ? 'No buyer is waiting for a withdrawal to be paid.' : 'No withdrawals in this list yet.'}
            />
          }
        >
          {(data) => (
            <Table stackOnPhone className="mt-4 min-w-[860px]" aria-label="EMD withdrawals">
              <TableHeader>
                <TableRow>
                  <TableHead>Buyer</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>Bank account</TableHead>
                  <TableHead>IFSC</TableHead>
                  <TableHead>Requested (IST)</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((w) => (
                  <TableRow key={w.id} data-testid="emd-withdrawal-row">
                    <TableCell>
                      <div className="font-medium">{w.user.fullName || w.user.email}</div>
                      <div className="text-xs text-muted-foreground">{w.user.email}</div>
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">{formatINR(w.amount)}</TableCell>
                    <TableCell>
                      <MaskedAccount account={w.bankAccount} />
                    </TableCell>
                    <TableCell className="font-mono text-xs">{w.ifsc}</TableCell>
                    <TableCell className="whitespace-nowrap">{istDateTime(w.createdAt)}</TableCell>
                    <TableCell>
                      <WithdrawalStatusBadge status={w.status} />
                      {w.status === 'paid' && w.utrReference ? (
                        <p className="mt-1 text-xs text-muted-foreground">
                          UTR <span className="font-mono text-foreground">{w.utrReference}</span>
                        </p>
                      ) : null}
                      {w.status === 'rejected' && w.rejectionReason ? (
                        <p className="mt-1 max-w-52 text-xs text-muted-foreground">{w.rejectionReason}</p>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {w.status === 'requested' ? (
                        <div className="flex justify-end gap-1">
                          <Button size="sm" onClick={open('pay', w)}>
                            <CheckCircle2Icon aria-hidden />
                            Mark paid
                          </Button>
                          <Button size="sm" variant="outline" onClick={open('reject', w)}>
                            <XCircleIcon aria-hidden />
                            Reject
                          </Button>
                        </div>
                      ) : (
                        <p className="text-right text-xs whitespace-nowrap text-muted-foreground">
                          {w.reviewedAt ? `Reviewed ${istDateTime(w.reviewedAt)} IST` : null}
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
          toast.success('Withdrawal paid', `${formatINR(w.amount)} to ${whose(w)}, UTR ${input.utrReference}.`);
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400)
            form.setError('utrReference', { message: err.issues?.[0]?.message ?? err.message });
          else toast.apiError('Withdrawal not marked paid', err);
        },
      },
    );
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Mark withdrawal paid</DialogTitle>
        <DialogDescription>
          {formatINR(w.amount)} to {whose(w)}, account ending {w.bankAccount.slice(-4)} ({w.ifsc}). Enter the UTR of the NEFT/RTGS transfer
          you made; the buyer sees it.
        </DialogDescription>
      </DialogHeader>
      <Field label="UTR reference *" error={form.formState.errors.utrReference?.message} hint="16 to 22 letters or digits.">
        <Input
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          placeholder="e.g. NEELR52026112300000001"
          {...form.register('utrReference')}
        />
      </Field>
      <FormDialogFooter submitLabel="Mark paid" pending={pay.isPending} onCancel={onCancel} />
    </form>
  );
}

function RejectForm({ withdrawal: w, onCancel, onDone }: { withdrawal: AdminWithdrawal; onCancel: () => void; onDone: () => void }) {
  const reject = useRejectEmdWithdrawal();
  const form = useForm<Reason>({ resolver: zodResolver(ReasonSchema), defaultValues: { reason: '' } });
  const submit = (input: Reason) => {
    if (reject.isPending) return;
    reject.mutate(
      { id: w.id, input },
      {
        onSuccess: () => {
          toast.success('Withdrawal rejected', `${formatINR(w.amount)} is back in ${whose(w)}'s wallet.`);
          onDone();
        },
        onError: (err) => toast.apiError('Withdrawal not rejected', err),
      },
    );
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Reject withdrawal</DialogTitle>
        <DialogDescription>
          {formatINR(w.amount)} for {whose(w)}. The amount returns to the buyer&apos;s wallet, and the buyer sees the reason.
        </DialogDescription>
      </DialogHeader>
      <Field label="Reason *" error={form.formState.errors.reason?.message}>
        <Textarea rows={3} autoFocus placeholder="e.g. The account holder's name does not match the buyer's" {...form.register('reason')} />
      </Field>
      <FormDialogFooter submitLabel="Reject withdrawal" pending={reject.isPending} onCancel={onCancel} destructive />
    </form>
  );
}
