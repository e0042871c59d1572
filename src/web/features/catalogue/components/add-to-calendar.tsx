import { CalendarPlusIcon } from 'lucide-react';
import type { Auction } from '@shared/schemas/auction';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useLanguage } from '@web/i18n/i18n';

/**
 * "Add to calendar": the auction's calendar file (its EMD cut-off, start and end, in IST) from the
 * server, in the page's language. A plain link, so it works before the page is live.
 */
export function AddToCalendar({ auction }: { auction: Pick<Auction, 'id' | 'status'> }) {
  const t = useAuctionsText();
  const language = useLanguage();
  if (auction.status === 'ended' || auction.status === 'cancelled') return null;
  return (
    <Button variant="outline" size="sm" className="mt-3" asChild>
      <a href={`/api/auctions/${encodeURIComponent(auction.id)}/calendar.ics?lang=${language}`} download>
        <CalendarPlusIcon aria-hidden />
        {t('detail.addToCalendar')}
      </a>
    </Button>
  );
}
