import type { SaleStage } from '@shared/domain/constants';
import { SALE_STAGE_LABELS } from '@shared/schemas/sale';
import { Badge } from '@web/components/ui/badge';

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
  return (
    <Badge variant={VARIANT[stage]} data-testid="sale-stage">
      {SALE_STAGE_LABELS[stage]}
    </Badge>
  );
}
