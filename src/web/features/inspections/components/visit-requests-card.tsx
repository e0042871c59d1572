import { DoorOpenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { istMidnight } from '@shared/domain/sale';
import { EmptyState, LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useFormatDate } from '@web/lib/use-format-date';
import { useOfficerInspections } from '../api/inspections';
import { InspectionStatusBadge } from './inspection-status-badge';
import { slotLabel } from './slot-label';

/** Visits listed on the card at most. */
const SHOWN = 5;

/** The seller's dashboard: site visit requests waiting for an answer, and a link to all of them by day. */
export function VisitRequestsCard() {
  const t = useAuctionsText();
  const formatDate = useFormatDate();
  const query = useOfficerInspections({});
  const waiting = query.data?.items.filter((i) => i.status === 'requested') ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <DoorOpenIcon className="size-4" aria-hidden />
          {t('inspections.waitingTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <LoadingRows count={2} height="h-12" label={t('inspections.loading')} />
        ) : query.isError ? (
          <LoadError what={t('inspections.what')} error={query.error} onRetry={() => void query.refetch()} />
        ) : waiting.length === 0 ? (
          <EmptyState icon={DoorOpenIcon} title={t('inspections.noneWaiting')} hint={t('inspections.noneWaitingHint')} />
        ) : (
          <ul className="grid gap-2">
            {waiting.slice(0, SHOWN).map((v) => (
              <li key={v.id} data-testid="waiting-visit" className="text-sm">
                <span className="block font-medium" translate="no">
                  {v.auctionTitle}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                  {t('inspections.when', { date: formatDate(istMidnight(v.date), 'default'), slot: slotLabel(v.slot) })}
                  <InspectionStatusBadge status={v.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button variant="outline" size="sm" asChild>
          <Link to="/vendor/inspections">{t('inspections.allRequests')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
