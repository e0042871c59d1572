import { useState } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { EmdDialog } from './emd-dialog';

/** "Pay EMD": opens the deposit form straight away (buyer dashboard banner). */
export function EmdPayButton({ amount, children = 'Pay EMD', ...props }: ButtonProps & { amount?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <EmdDialog open={open} onOpenChange={setOpen} amount={amount} initialStep="form" />
    </>
  );
}
