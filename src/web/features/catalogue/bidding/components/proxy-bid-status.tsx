import { CircleAlertIcon, CircleCheckIcon, ClockIcon, LoaderCircleIcon } from 'lucide-react';
import type { Auction } from '@shared/schemas/auction';
import { PROXY_MESSAGES } from '@shared/schemas/proxy-bid';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { toast } from '@web/lib/toast';
import { useCancelProxyBid } from '../api/cancel-proxy-bid';
import { useMyProxyBid } from '../api/get-my-proxy-bid';
import { proxyStanding, proxyStatusText } from '../lib/proxy-rules';

const ICONS = {
  leading: <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-live" aria-hidden />,
  exhausted: <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />,
  waiting: <ClockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />,
};

/**
 * Where the buyer's maximum stands, announced as it changes (the region is always there, so a
 * screen reader hears the first status too), and "Cancel maximum" while it is not leading: a
 * leading maximum holds the highest bid, which cannot be withdrawn. The button goes with the
 * maximum it cancelled, so `onCancelled` says where focus goes instead of the page's start.
 */
export function ProxyBidStatus({ auction, onCancelled }: { auction: Auction; onCancelled?: () => void }) {
  const say = useMessages();
  const t = useBiddingText();
  const mine = useMyProxyBid(auction.id);
  const cancel = useCancelProxyBid(auction.id);
  const proxy = mine.data?.proxy ?? null;
  const standing = proxy ? proxyStanding(proxy, auction.currentBid) : null;

  // NOTE: the outcome follows the promise, not mutate's callbacks, which are dropped when this unmounts: it goes
  // with the bid box once the page's clock passes the end, and a cancel sent in the last seconds can still be
  // waiting for its answer then.
  const onCancel = () => {
    if (cancel.isPending) return;
    void cancel.mutateAsync().then(
      () => {
        toast.success(PROXY_MESSAGES.cancelledTitle);
        onCancelled?.();
      },
      (err: Error) => toast.error(t('proxy.cancelFailed'), say.error(err, 'Please try again')),
    );
  };

  return (
    <div className="grid gap-1.5">
      <div role="status" aria-live="polite" data-testid="proxy-status">
        {proxy && standing ? (
          <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm">
            {ICONS[standing]}
            <span className="tabular">{proxyStatusText(proxy, auction.currentBid, t)}</span>
          </p>
        ) : null}
      </div>
      {proxy && !proxy.leading ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0 text-destructive"
          onClick={onCancel}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
        >
          {cancel.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {t('proxy.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
