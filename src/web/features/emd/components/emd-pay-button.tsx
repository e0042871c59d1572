import { useState } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { EmdDialog } from './emd-dialog';

/** "Pay EMD": opens the deposit form straight away (buyer dashboard banner). */
export function EmdPayButton({ amount, children, ...props }: ButtonProps & { amount?: number }) {
  const t = useBiddingText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        {children ?? t('emd.payEmd')}
      </Button>
      <EmdDialog open={open} onOpenChange={setOpen} amount={amount} initialStep="form" />
    </>
  );
}
