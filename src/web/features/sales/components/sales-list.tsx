import { ClockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SaleStage } from '@shared/domain/constants';
import { formatIstDate } from '@shared/domain/date-format';
import { formatINR } from '@shared/domain/money';
import { dueDate, type SaleSummary } from '@shared/schemas/sale';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Badge } from '@web/components/ui/badge';
import { useSales, type SaleStageFilter } from '../api/get-sales';
import { useLiveSales } from '../hooks/use-live-sales';
import { SaleStageBadge } from './sale-stage-badge';
import { InlineFigure } from '@web/components/ui/inline-figure';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** Who reads the list: the buyer of the sales, the seller, or an admin (every sale). */
export type SalesAudience = 'buyer' | 'vendor' | 'admin';

/**
 * The stages whose deadline has its own words (`sales.due.<audience>.<stage>`: what it asks, and of
 * whom, as each party reads it); any other deadline reads "Due by".
 */
const DUE_STAGES: readonly SaleStage[] = ['reserve_not_met', 'deposit_due', 'balance_due'];

const closedOn = (at: string) => formatIstDate(at, 'default');

/**
 * The sales after the close, for the buyer's, the vendor's and the admin's screens: each auction
 * links to its page (where the sale's actions are), with its stage, price, the deadline that matters
 * now and whether a payment waits. Kept live by `sale.changed`.
 */
export function SalesList({
  audience,
  stage = 'all',
  empty,
}: {
  audience: SalesAudience;
  stage?: SaleStageFilter;
  empty: { title: string; hint: ReactNode; action?: ReactNode };
}) {
  const t = useBiddingText();
  const sales = useSales(stage);
  useLiveSales(audience === 'admin' ? 'admin' : 'user');
  return (
    <QueryStates
      query={sales}
      what={t('sales.what')}
      loading={{ count: 3, height: 'h-16', label: t('sales.loading') }}
      isEmpty={(d) => d.items.length === 0}
      empty={
        <EmptyState title={empty.title} hint={empty.hint}>
          {empty.action}
        </EmptyState>
      }
    >
      {(data) => (
        <ul className="grid gap-2" aria-label={t('sales.list')} aria-busy={sales.isFetching && sales.isPlaceholderData}>
          {data.items.map((s) => (
            <SaleRow key={s.auctionId} sale={s} audience={audience} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

function SaleRow({ sale: s, audience }: { sale: SaleSummary; audience: SalesAudience }) {
  const t = useBiddingText();
  const dueLabel = s.dueAt ? (DUE_STAGES.includes(s.stage) ? t(`sales.due.${audience}.${s.stage}`) : t('sales.dueBy')) : null;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid="sale-row"
      data-stage={s.stage}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={`/auction/${s.auctionId}`}
          className="font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          translate="no"
        >
          {s.auctionTitle}
        </Link>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <InlineFigure label={t('sales.price')}>{s.price === null ? t('sales.noBids') : formatINR(s.price)}</InlineFigure>
          {s.dueAt && dueLabel ? (
            <InlineFigure label={dueLabel} valueClassName="font-medium">
              {dueDate(s.dueAt)}
            </InlineFigure>
          ) : null}
          {audience !== 'buyer' ? (
            <InlineFigure label={t('sales.closed')} valueClassName="">
              {closedOn(s.closedAt)}
            </InlineFigure>
          ) : null}
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <SaleStageBadge stage={s.stage} />
        {s.paymentPending ? (
          <Badge variant="outline" data-testid="sale-payment-pending">
            <ClockIcon className="size-3" aria-hidden />
            {t(`sales.paymentPending.${audience}`)}
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
