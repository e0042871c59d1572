import type { InspectionStatus } from '@shared/domain/inspection';
import { Badge } from '@web/components/ui/badge';
import { useAuctionsText } from '@web/i18n/ns/auctions';

const VARIANT = {
  requested: 'upcoming',
  proposed: 'warning',
  accepted: 'live',
  declined: 'muted',
  cancelled: 'muted',
} as const satisfies Record<InspectionStatus, string>;

/** A request's status in words and colour. */
export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  const t = useAuctionsText();
  return <Badge variant={VARIANT[status]}>{t(`inspections.status.${status}`)}</Badge>;
}
