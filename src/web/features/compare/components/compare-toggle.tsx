import { ScaleIcon } from 'lucide-react';
import { MAX_COMPARED } from '@shared/domain/constants';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useCompareSet } from '../lib/compare-set';

/** Adds an auction to the comparison, or takes it out; a fifth is refused with a word why. */
export function CompareToggle({ auctionId, title, className }: { auctionId: string; title: string; className?: string }) {
  const t = useAuctionsText();
  const { ids, toggle } = useCompareSet();
  const chosen = ids.includes(auctionId);
  const label = chosen ? t('compare.removeNamed', { title }) : t('compare.addNamed', { title });
  const onClick = () => {
    const outcome = toggle(auctionId);
    if (outcome === 'full') toast.info(t('compare.fullTitle'), t('compare.full', { count: MAX_COMPARED }));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={chosen}
      aria-label={label}
      title={label}
      data-testid="compare-toggle"
      className={cn(
        'grid size-9 place-items-center rounded-full border shadow-sm backdrop-blur transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        chosen ? 'border-primary bg-primary text-primary-foreground' : 'bg-card/90 text-foreground hover:bg-card',
        className,
      )}
    >
      <ScaleIcon aria-hidden className="size-4" />
    </button>
  );
}
