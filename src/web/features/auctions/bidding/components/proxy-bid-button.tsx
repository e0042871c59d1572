import { LoaderCircleIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import type { Auction } from '@shared/schemas/auction';
import { PROXY_MESSAGES } from '@shared/schemas/proxy-bid';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useMyProxyBid } from '../api/get-my-proxy-bid';
import { useSetProxyBid } from '../api/set-proxy-bid';
import { maximumProblem } from '../lib/proxy-rules';
import { ConfirmAmountDialog } from './confirm-amount-dialog';

/**
 * "Set maximum bid" (decision 020): the amount typed in the bid box becomes the buyer's private
 * maximum, after the same confirmation in figures and words as a bid. "Raise maximum bid" once one is set.
 */
export function ProxyBidButton({
  auction,
  amount,
  onSet,
  onEmdRequired,
}: {
  auction: Auction;
  /** The amount in the bid box's input. */
  amount: number | null;
  /** The maximum was stored: the bid box goes back to following the minimum bid. */
  onSet: () => void;
  onEmdRequired: () => void;
}) {
  const mine = useMyProxyBid(auction.id);
  const set = useSetProxyBid(auction.id);
  const proxy = mine.data?.proxy ?? null;
  const pending = set.isPending;
  const [confirming, setConfirming] = useState<number | null>(null);

  const review = () => {
    if (pending) return;
    const problem = maximumProblem(amount, auction, proxy);
    if (problem !== null || amount === null) {
      toast.error(PROXY_MESSAGES.failedTitle, problem ?? undefined);
      return;
    }
    setConfirming(amount);
  };

  const send = () => {
    if (confirming === null || pending) return;
    set.mutate(confirming, {
      onSuccess: (res) => {
        toast.success(PROXY_MESSAGES.setTitle, PROXY_MESSAGES.set(res.proxy.maxAmount));
        onSet();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'EMD_REQUIRED') onEmdRequired();
        toast.apiError(PROXY_MESSAGES.failedTitle, err);
      },
      onSettled: () => setConfirming(null),
    });
  };

  const label = proxy ? PROXY_MESSAGES.raiseLabel : PROXY_MESSAGES.setLabel;
  return (
    <>
      <Button variant="outline" className="h-10 w-full" onClick={review} disabled={pending} aria-busy={pending || undefined}>
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <ShieldCheckIcon aria-hidden />}
        {label}
      </Button>
      <ConfirmAmountDialog
        amount={confirming}
        title="Confirm your maximum bid"
        note="Neelami bids for you, only as much as needed to keep the lead, up to this amount. Your maximum stays private; bids placed for you cannot be withdrawn."
        confirmLabel="Confirm Maximum"
        pending={pending}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
