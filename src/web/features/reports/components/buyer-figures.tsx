import type { ReactNode } from 'react';
import { GavelIcon, ShieldCheckIcon, TrophyIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import type { BuyerDashboard } from '@shared/schemas/admin';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCompact, formatINR } from '@shared/domain/money';
import { useReportsText } from '@web/i18n/ns/reports';

/** A figure with its icon in a tinted tile, as the buyer dashboard shows it (no loading state: the row has one skeleton). */
function IconStatCard({
  label,
  value,
  icon: Icon,
  title,
  caption,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  title?: string;
  /** What the figure counts (FIGURE_DEFINITIONS). */
  caption?: string;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5" role="group" aria-label={label}>
      <div className="min-w-0">
        <div className="text-sm text-muted-foreground">{label}</div>
        <div className="tabular mt-1 text-xl font-bold break-words sm:text-2xl" title={title}>
          {value}
        </div>
        {caption ? (
          <p className="mt-1 text-xs leading-snug text-muted-foreground" data-testid="figure-caption">
            {caption}
          </p>
        ) : null}
      </div>
      <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid">
        <Icon className="size-4.5" aria-hidden />
      </span>
    </Card>
  );
}

/** Spec §2 buyer dashboard cards: Active Bids, Auctions Won, Total Spent, EMD Status. */
export function BuyerFigures({ data }: { data: BuyerDashboard | undefined }) {
  const t = useReportsText();
  if (!data) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" data-testid="buyer-stats">
      <IconStatCard label={t('dashboard.buyer.activeBids')} value={data.activeBids} icon={GavelIcon} />
      <IconStatCard label={t('dashboard.buyer.auctionsWon')} value={data.auctionsWon} icon={TrophyIcon} caption={t('figure.auctionsWon')} />
      <IconStatCard
        label={t('dashboard.buyer.totalSpent')}
        value={formatCompact(data.totalSpent)}
        title={formatINR(data.totalSpent)}
        icon={WalletIcon}
        caption={t('figure.totalSpent')}
      />
      <IconStatCard
        label={t('dashboard.buyer.emdStatus')}
        value={data.emdPaid ? formatCompact(data.emdAmount) : t('dashboard.buyer.pending')}
        title={data.emdPaid ? formatINR(data.emdAmount) : undefined}
        icon={ShieldCheckIcon}
      />
    </div>
  );
}
