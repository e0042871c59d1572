import { DoorOpenIcon } from 'lucide-react';
import { EmptyState, LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useMyInspections } from '../api/inspections';
import { VisitSummary } from './site-visit-section';

/** The buyer's dashboard: their site visit requests and booked visits, with what they may do next. */
export function MySiteVisitsCard() {
  const t = useAuctionsText();
  const query = useMyInspections();
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <DoorOpenIcon className="size-4" aria-hidden />
          {t('inspections.myTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingRows count={2} height="h-16" label={t('inspections.loading')} />
        ) : query.isError ? (
          <LoadError what={t('inspections.what')} error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={DoorOpenIcon} title={t('inspections.noneMine')} hint={t('inspections.noneMineHint')} />
        ) : (
          <ul className="grid gap-3">
            {items.slice(0, 6).map((v) => (
              <li key={v.id}>
                <VisitSummary visit={v} withTitle />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
