import type { SaleStage } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useBiddingText } from '@web/i18n/ns/bidding';

const VARIANT: Record<SaleStage, 'live' | 'upcoming' | 'warning' | 'muted' | 'destructive' | 'accent'> = {
  reserve_not_met: 'warning',
  awaiting_confirmation: 'upcoming',
  deposit_due: 'accent',
  balance_due: 'accent',
  completed: 'live',
  forfeited: 'destructive',
  rejected: 'muted',
  not_sold: 'muted',
};

/** A sale's stage as every screen shows it: one label and one colour per stage. */
export function SaleStageBadge({ stage }: { stage: SaleStage }) {
  const t = useBiddingText();
  return (
    <Badge variant={VARIANT[stage]} data-testid="sale-stage">
      {t(`stage.${stage}`)}
    </Badge>
  );
}
