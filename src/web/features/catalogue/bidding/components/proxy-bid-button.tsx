import { formatINR } from '@shared/domain/money';
import { LoaderCircleIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import type { Auction } from '@shared/schemas/auction';
import { PROXY_MESSAGES } from '@shared/schemas/proxy-bid';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
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
  const say = useMessages();
  const t = useBiddingText();
  const mine = useMyProxyBid(auction.id);
  const set = useSetProxyBid(auction.id);
  const proxy = mine.data?.proxy ?? null;
  const pending = set.isPending;
  const [confirming, setConfirming] = useState<number | null>(null);

  const review = () => {
    if (pending) return;
    const problem = maximumProblem(amount, auction, proxy);
    if (problem !== null || amount === null) {
      toast.error(PROXY_MESSAGES.failedTitle, say.text(problem ?? undefined));
      return;
    }
    setConfirming(amount);
  };

  // NOTE: the outcome follows the promise, not mutate's callbacks, which are dropped when this button unmounts:
  // it goes with the bid box once the page's clock passes the end, and a maximum set in the last seconds can
  // still be waiting for its answer then.
  const send = () => {
    if (confirming === null || pending) return;
    void set.mutateAsync(confirming).then(
      (res) => {
        toast.success(PROXY_MESSAGES.setTitle, t('server.proxySet', { amount: formatINR(res.proxy.maxAmount) }));
        onSet();
        setConfirming(null);
      },
      (err: Error) => {
        if (err instanceof ApiError && err.code === 'EMD_REQUIRED') onEmdRequired();
        toast.error(PROXY_MESSAGES.failedTitle, say.error(err, 'Please try again'));
        setConfirming(null);
      },
    );
  };

  const label = proxy ? PROXY_MESSAGES.raiseLabel : PROXY_MESSAGES.setLabel;
  return (
    <>
      <Button variant="outline" className="h-10 w-full" onClick={review} disabled={pending} aria-busy={pending || undefined}>
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <ShieldCheckIcon aria-hidden />}
        {say.text(label)}
      </Button>
      <ConfirmAmountDialog
        amount={confirming}
        title={t('proxy.confirmTitle')}
        note={t('proxy.confirmNote')}
        confirmLabel={t('proxy.confirmLabel')}
        pending={pending}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
