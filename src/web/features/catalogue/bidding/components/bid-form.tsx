import { GavelIcon, LoaderCircleIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { QUICK_ADD_AMOUNTS } from '@web/lib/ui-settings';
import type { Auction } from '@shared/schemas/auction';
import { BID_MESSAGES } from '@shared/schemas/bid';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api-client';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { usePlaceBid } from '../api/place-bid';
import { nextMinimumBid } from '@shared/domain/bidding';
import { bidProblem } from '../lib/bid-rules';
import { formatINR } from '@shared/domain/money';
import { quickAddLakhs } from '../lib/quick-add-label';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { AmountInput } from '@web/components/ui/amount-input';
import { ConfirmAmountDialog } from './confirm-amount-dialog';
import { ProxyBidButton } from './proxy-bid-button';
import { ProxyBidStatus } from './proxy-bid-status';

/**
 * Amount, quick-add, Place Bid and Set maximum bid (spec §2, §4 bid flow; decision 020). The input
 * follows the minimum bid until the bidder edits it, and goes back to the new minimum after a
 * successful bid or maximum.
 */
export function BidForm({
  auction,
  canBid,
  eligible,
  onEmdRequired,
}: {
  auction: Auction;
  /** Live and not yet past the end on server time. */
  canBid: boolean;
  /** Every check of the eligibility checklist is met (its EMD held, among others). */
  eligible: boolean;
  /** The server said this auction's EMD is not held: the checklist is out of date. */
  onEmdRequired: () => void;
}) {
  const say = useMessages();
  const t = useBiddingText();
  const id = useId();
  const { refresh } = useSession();
  const place = usePlaceBid(auction.id);
  const minimum = nextMinimumBid(auction);
  // undefined: follow the minimum bid as it moves; a number (or null for empty): the bidder's own entry.
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const amount = draft === undefined ? minimum : draft;
  const pending = place.isPending;
  // The amount the bidder is asked to confirm; null while no confirmation is open.
  const [confirming, setConfirming] = useState<number | null>(null);

  // Decision 014: a bid is irreversible, so Place Bid first asks to confirm the amount in words and figures.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending || !canBid || !eligible) return;
    const problem = bidProblem(amount, auction);
    if (problem !== null || amount === null) {
      toast.error(BID_MESSAGES.invalidTitle, say.text(problem ?? BID_MESSAGES.amountRequired));
      return;
    }
    setConfirming(amount);
  };

  // NOTE: the outcome follows the promise, not mutate's callbacks, which are dropped when this form unmounts: a
  // bid sent in the last seconds can be answered after the page's clock has passed the end, when the bid box has
  // given way to the result (an extension brings it back), and the bidder must still be told whether it counted.
  const send = () => {
    if (confirming === null || pending) return;
    void place.mutateAsync({ amount: confirming, idempotencyKey: newIdempotencyKey() }).then(
      (placed) => {
        toast.success(BID_MESSAGES.placedTitle, t('server.placed', { amount: formatINR(placed.amount) }));
        setDraft(undefined);
        setConfirming(null);
      },
      (err: Error) => {
        if (err instanceof ApiError && err.code === 'EMD_REQUIRED') onEmdRequired();
        if (err instanceof ApiError && err.code === 'NOT_APPROVED') void refresh();
        toast.error(BID_MESSAGES.failedTitle, say.error(err, BID_MESSAGES.failedFallback));
        setConfirming(null);
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={t('form.label')}>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-amount`}>{t('form.yourBid')}</Label>
          <span id={`${id}-min`} className="text-xs text-muted-foreground">
            {t('form.minimum')} <span className="tabular font-medium text-foreground">{formatINR(minimum)}</span>
          </span>
        </div>
        <AmountInput
          id={`${id}-amount`}
          aria-describedby={`${id}-min`}
          value={amount}
          onValueChange={setDraft}
          disabled={!canBid || !eligible}
        />
      </div>
      <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('form.quickAdd')}>
        {QUICK_ADD_AMOUNTS.map((step) => (
          <Button
            key={step}
            variant="outline"
            size="sm"
            className="tabular"
            disabled={!canBid || !eligible}
            aria-label={t('form.add', { amount: formatINR(step) })}
            onClick={() => setDraft((amount ?? minimum) + step)}
          >
            {t('form.quickAddLabel', { amount: quickAddLakhs(step) })}
          </Button>
        ))}
      </div>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={!canBid || !eligible || pending}
        aria-busy={pending || undefined}
      >
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <GavelIcon aria-hidden />}
        {pending ? t('form.placing') : t('form.placeBid')}
      </Button>
      {canBid && eligible ? (
        <ProxyBidButton auction={auction} amount={amount} onSet={() => setDraft(undefined)} onEmdRequired={onEmdRequired} />
      ) : null}
      {/* After a cancelled maximum the bidder is back at the amount, to bid or set another. */}
      <ProxyBidStatus auction={auction} onCancelled={() => document.getElementById(`${id}-amount`)?.focus()} />
      <ConfirmAmountDialog
        amount={confirming}
        title={t('form.confirmTitle')}
        note={t('form.confirmNote')}
        confirmLabel={t('form.confirmLabel')}
        pending={pending}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
