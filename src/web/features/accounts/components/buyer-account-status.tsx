import { CircleCheckIcon, CircleDashedIcon, CircleXIcon } from 'lucide-react';
import type { BuyerDashboard } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const APPROVAL = {
  verified: { label: 'Verified', variant: 'live' },
  pending: { label: 'Pending approval', variant: 'warning' },
  suspended: { label: 'Suspended', variant: 'destructive' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

type Step = { done: boolean; blocked?: boolean; label: string; detail: string };

/** Whether the buyer may bid, and what is still missing: admin approval and the EMD. */
export function BuyerAccountStatus({ data }: { data: BuyerDashboard }) {
  const approval = APPROVAL[data.verificationStatus];
  const steps: Step[] = [
    {
      done: data.verificationStatus === 'verified',
      blocked: data.verificationStatus === 'suspended' || data.verificationStatus === 'rejected',
      label: 'Account approval',
      detail:
        data.verificationStatus === 'verified'
          ? 'Your account is verified.'
          : data.verificationStatus === 'pending'
            ? 'An admin is reviewing your registration.'
            : 'Your account cannot bid. Please contact support.',
    },
    {
      done: data.emdPaid,
      label: 'EMD payment',
      detail: data.emdPaid
        ? 'Your EMD is paid.'
        : data.pendingEmdDeposits > 0
          ? 'Your deposit is awaiting admin verification.'
          : 'Pay the EMD by bank transfer.',
    },
  ];
  const ready = steps.every((s) => s.done);
  return (
    <Card data-testid="account-status">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Account Status</CardTitle>
        <Badge variant={approval.variant}>{approval.label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3">
          {steps.map((s) => {
            const Icon = s.done ? CircleCheckIcon : s.blocked ? CircleXIcon : CircleDashedIcon;
            return (
              <li key={s.label} className="flex items-start gap-3">
                <Icon
                  className={
                    s.done
                      ? 'mt-0.5 size-5 shrink-0 text-live'
                      : s.blocked
                        ? 'mt-0.5 size-5 shrink-0 text-destructive'
                        : 'mt-0.5 size-5 shrink-0 text-muted-foreground'
                  }
                  aria-hidden
                />
                <div>
                  <div className="text-sm font-medium">
                    {s.label}
                    <span className="sr-only">: {s.done ? 'done' : 'missing'}</span>
                  </div>
                  <div className="text-sm text-muted-foreground">{s.detail}</div>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-sm font-medium">{ready ? 'You are all set to bid.' : 'You can bid once both steps are complete.'}</p>
      </CardContent>
    </Card>
  );
}
