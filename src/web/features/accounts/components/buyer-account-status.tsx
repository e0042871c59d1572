import { CircleCheckIcon, CircleDashedIcon, CircleXIcon } from 'lucide-react';
import type { BuyerDashboard } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useBuyerText } from '@web/i18n/ns/buyer';

/** Each approval state's badge; its text is `accountStatus.<state>`. */
const APPROVAL_VARIANT = { verified: 'live', pending: 'warning', suspended: 'destructive', rejected: 'destructive' } as const;

type Step = { key: string; done: boolean; blocked?: boolean; label: string; detail: string; reason?: string | null };

/** Whether the buyer may bid, and what is still missing: admin approval and the EMD. */
export function BuyerAccountStatus({ data }: { data: BuyerDashboard }) {
  const t = useBuyerText();
  const steps: Step[] = [
    {
      key: 'approval',
      done: data.verificationStatus === 'verified',
      blocked: data.verificationStatus === 'suspended' || data.verificationStatus === 'rejected',
      label: t('accountStatus.approval'),
      detail:
        data.verificationStatus === 'verified'
          ? t('accountStatus.approvalVerified')
          : data.verificationStatus === 'pending'
            ? t('accountStatus.approvalPending')
            : t('accountStatus.approvalBlocked'),
      // The admin's reason for a suspension or rejection (decision 042), in their words.
      reason: data.verificationStatus === 'suspended' || data.verificationStatus === 'rejected' ? data.statusReason : null,
    },
    {
      key: 'emd',
      done: data.emdPaid,
      label: t('accountStatus.emd'),
      detail: data.emdPaid
        ? t('accountStatus.emdPaid')
        : data.pendingEmdDeposits > 0
          ? t('accountStatus.emdAwaiting')
          : t('accountStatus.emdPay'),
    },
  ];
  const ready = steps.every((s) => s.done);
  return (
    <Card data-testid="account-status">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('accountStatus.title')}</CardTitle>
        <Badge variant={APPROVAL_VARIANT[data.verificationStatus]}>{t(`accountStatus.${data.verificationStatus}`)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3">
          {steps.map((s) => {
            const Icon = s.done ? CircleCheckIcon : s.blocked ? CircleXIcon : CircleDashedIcon;
            return (
              <li key={s.key} className="flex items-start gap-3">
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
                    <span className="sr-only">{s.done ? t('accountStatus.stepDone') : t('accountStatus.stepMissing')}</span>
                  </div>
                  <div className="text-sm text-muted-foreground">{s.detail}</div>
                  {s.reason ? (
                    <div className="mt-1 text-sm" data-testid="status-reason">
                      <span className="font-medium">{t('accountStatus.reason')}</span> <span translate="no">{s.reason}</span>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-sm font-medium">
          {ready
            ? t('accountStatus.ready')
            : steps.some((s) => s.blocked)
              ? // A suspended or rejected account is not two steps from bidding: say what stops it.
                t('accountStatus.blockedNote', { status: data.verificationStatus })
              : t('accountStatus.notReady')}
        </p>
      </CardContent>
    </Card>
  );
}
