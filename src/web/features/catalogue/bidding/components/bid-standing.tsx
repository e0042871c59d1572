import { TrophyIcon, TriangleAlertIcon, Volume2Icon, VolumeOffIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatINR } from '@shared/domain/money';
import type { Auction } from '@shared/schemas/auction';
import { Button } from '@web/components/ui/button';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { chime } from '@web/lib/chime';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useRecentBids } from '../../api/get-recent-bids';
import { useOutbidSound } from '../hooks/use-outbid-sound';

/** The last minutes of an auction, when a bidder must not miss where they stand. */
const CLOSING_MS = 5 * 60_000;

type Standing = 'leading' | 'outbid';

/**
 * Where the signed-in buyer stands in an auction they bid on: leading when the newest (so highest)
 * bid that counts is theirs, outbid when it is not. The newest bids carry the caller's own highest
 * (`mine`) and follow every bid live (`useLiveAuction` refetches them).
 */
function useStanding(auctionId: string): Standing | null {
  const { role } = useSession();
  const bids = useRecentBids(auctionId, role === 'buyer');
  const data = bids.data;
  if (!data?.mine) return null;
  return data.items[0]?.isMine ? 'leading' : 'outbid';
}

/**
 * Says at the bid box, live, whether the buyer is leading or has been outbid (issue 28), to screen
 * readers too (a polite status); a toast when they have just been outbid, and a chime if the buyer
 * turned the sound on; in the last five minutes, unmissable.
 */
export function BidStanding({ auction, now }: { auction: Auction; now: number }) {
  const t = useBiddingText();
  const standing = useStanding(auction.id);
  const amount = formatINR(auction.currentBid);
  const [sound, setSound] = useOutbidSound();
  const before = useRef(standing);
  useEffect(() => {
    if (before.current === 'leading' && standing === 'outbid') {
      toast.error(t('box.outbidTitle'), t('box.outbidToast', { amount }));
      if (sound) chime();
    }
    before.current = standing;
  }, [standing, amount, t, sound]);

  if (!standing) return null;
  const closing = new Date(auction.endTime).getTime() - now < CLOSING_MS;
  const leading = standing === 'leading';
  const Icon = leading ? TrophyIcon : TriangleAlertIcon;
  const toggleSound = () => {
    setSound(!sound);
    // Turning it on plays it once: the person hears what it will be, and the click lets the browser play it later.
    if (!sound) chime();
  };
  return (
    <div className="space-y-1">
      <p
        role="status"
        data-testid="bid-standing"
        data-standing={standing}
        className={cn(
          'flex items-start gap-2 rounded-md p-3 text-sm font-medium',
          // In the last minutes: solid and larger, so it cannot be missed.
          closing
            ? cn('p-4 text-base font-bold', leading ? 'bg-live text-live-foreground' : 'bg-destructive-solid text-destructive-foreground')
            : leading
              ? 'bg-live/10 text-live'
              : 'bg-destructive/10 text-destructive',
        )}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {leading ? t('box.leading', { amount }) : t('box.outbid', { amount })}
      </p>
      <Button type="button" variant="ghost" size="sm" aria-pressed={sound} onClick={toggleSound} className="h-8 px-2 text-muted-foreground">
        {sound ? <Volume2Icon aria-hidden /> : <VolumeOffIcon aria-hidden />}
        {t('box.outbidSound')}
      </Button>
    </div>
  );
}
