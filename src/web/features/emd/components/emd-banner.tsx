import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** Spec §2: the yellow "EMD Payment Required" banner with its "Pay EMD" button. */
export function EmdBanner({ pendingDeposits, action }: { pendingDeposits: number; action: ReactNode }) {
  const t = useBiddingText();
  return (
    <section
      aria-labelledby="emd-banner-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-warning p-4 text-warning-foreground sm:flex-row sm:items-center sm:justify-between dark:border-amber-700"
      data-testid="emd-banner"
    >
      <div className="flex items-start gap-3">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <h2 id="emd-banner-title" className="font-semibold">
            {t('emd.requiredTitle')}
          </h2>
          <p className="text-sm">{pendingDeposits > 0 ? t('emd.bannerPending') : t('emd.bannerPay')}</p>
        </div>
      </div>
      <div className="shrink-0">{action}</div>
    </section>
  );
}
