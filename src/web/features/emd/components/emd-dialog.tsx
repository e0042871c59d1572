import { CircleCheckIcon, ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { EMD_MESSAGES, type EmdDeposit } from '@shared/schemas/emd';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { sharedText } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useMyEmdDeposits } from '../api/get-my-emd-deposits';
import { formatINR } from '@shared/domain/money';
import { EmdDepositForm } from './emd-deposit-form';
import { EmdDepositStatus } from './emd-deposit-status';

export type EmdDialogStep = 'notice' | 'form' | 'submitted';

/**
 * Spec §2 EMD payment-required dialog. "Proceed to Payment" opens the deposit form (bank transfer
 * by NEFT/RTGS, verified by an admin) instead of the spec's placeholder alert.
 */
export function EmdDialog({
  open,
  onOpenChange,
  amount,
  initialStep = 'notice',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The EMD this auction asks for; undefined when paying from the dashboard. */
  amount: number | undefined;
  initialStep?: EmdDialogStep;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open ? <EmdDialogBody amount={amount} initialStep={initialStep} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EmdDialogBody({ amount, initialStep, onClose }: { amount: number | undefined; initialStep: EmdDialogStep; onClose: () => void }) {
  const t = useBiddingText();
  const [step, setStep] = useState<EmdDialogStep>(initialStep);
  const [submitted, setSubmitted] = useState<EmdDeposit | null>(null);
  const deposits = useMyEmdDeposits();
  const latest = deposits.data?.items[0];
  const openDeposit = latest && latest.status !== 'verified' ? latest : undefined;

  if (step === 'submitted' && submitted) {
    return (
      <>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheckIcon className="size-5 text-live" aria-hidden />
            {t('emd.submittedTitle')}
          </DialogTitle>
          <DialogDescription>
            {sharedText(EMD_MESSAGES.submitted)} {t('emd.submittedMore')}
          </DialogDescription>
        </DialogHeader>
        <EmdDepositStatus deposit={submitted} />
        <DialogFooter>
          <Button onClick={onClose}>{t('emd.done')}</Button>
        </DialogFooter>
      </>
    );
  }

  if (step === 'form') {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('emd.formTitle')}</DialogTitle>
          <DialogDescription>{t('emd.formLead')}</DialogDescription>
        </DialogHeader>
        <EmdDepositForm
          defaultAmount={amount}
          onCancel={initialStep === 'notice' ? () => setStep('notice') : undefined}
          onSubmitted={(deposit) => {
            setSubmitted(deposit);
            setStep('submitted');
          }}
        />
        <p className="text-xs text-muted-foreground">{sharedText(EMD_MESSAGES.refundNote)}</p>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <ShieldAlertIcon className="size-5 text-primary" aria-hidden />
          {t('emd.requiredTitle')}
        </DialogTitle>
        <DialogDescription>{t('emd.requiredLead')}</DialogDescription>
      </DialogHeader>
      {amount !== undefined ? (
        <div className="rounded-lg bg-muted p-4">
          <div className="text-sm text-muted-foreground">{t('emd.amount')}</div>
          <div className="tabular text-2xl font-bold" data-testid="emd-amount">
            {formatINR(amount)}
          </div>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">{sharedText(EMD_MESSAGES.refundNote)}</p>
      {openDeposit ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('emd.latest')}</p>
          <EmdDepositStatus deposit={openDeposit} />
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('emd.cancel')}
        </Button>
        <Button onClick={() => setStep('form')}>{t('emd.proceed')}</Button>
      </DialogFooter>
    </>
  );
}
