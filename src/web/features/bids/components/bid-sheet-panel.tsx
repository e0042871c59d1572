import { CircleCheckIcon, FileSignatureIcon, FileSpreadsheetIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { canReadManagedAuction } from '@shared/domain/access';
import type { Auction } from '@shared/schemas/auction';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { LoadError, LoadingRows } from '@web/components/layout/query-states';
import { useLanguage } from '@web/i18n/i18n';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/use-format-date';
import { bidSheetFile, useBidSheet, useSignOffBidSheet } from '../api/bid-sheet';

/**
 * An ended auction's bid sheet for its seller and admins (issue 31, part 4): how many entries and the
 * bid log's head, the PDF and CSV for the file (in the page's language), and the seller's sign-off.
 */
export function BidSheetPanel({ auction }: { auction: Pick<Auction, 'id' | 'status' | 'createdBy'> }) {
  const { subject } = useSession();
  const enabled = auction.status === 'ended' && canReadManagedAuction(subject, auction);
  if (!enabled) return null;
  return <BidSheetCard auctionId={auction.id} />;
}

const FILES = [
  { format: 'pdf', Icon: FileTextIcon, label: 'bidSheet.downloadPdf' },
  { format: 'csv', Icon: FileSpreadsheetIcon, label: 'bidSheet.downloadCsv' },
] as const;

function BidSheetCard({ auctionId }: { auctionId: string }) {
  const t = useBiddingText();
  const language = useLanguage();
  const formatDate = useFormatDate();
  const sheet = useBidSheet(auctionId, true);
  const signOff = useSignOffBidSheet(auctionId);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await signOff.mutateAsync();
      setConfirming(false);
      toast.success(t('bidSheet.signedToast'));
    } catch (err) {
      setConfirming(false);
      toast.apiError(t('bidSheet.signFailed'), err);
    }
  };

  return (
    <section aria-labelledby="bid-sheet-title" className="rounded-xl border bg-card p-5 shadow-sm" data-testid="bid-sheet">
      <h2 id="bid-sheet-title" className="flex items-center gap-2 text-lg font-semibold">
        <FileTextIcon className="size-5" aria-hidden />
        {t('bidSheet.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('bidSheet.lead')}</p>
      {sheet.isPending ? (
        <LoadingRows count={1} height="h-10" label={t('bidSheet.loading')} className="mt-4" />
      ) : sheet.isError ? (
        <LoadError what={t('bidSheet.what')} error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : (
        <>
          <p className="mt-3 text-sm">
            {t('bidSheet.entries', { count: sheet.data.rows.length, seq: String(sheet.data.head.seq) })}{' '}
            <code className="break-all text-xs text-muted-foreground" translate="no">
              {sheet.data.head.hash.slice(0, 16)}…
            </code>
          </p>
          {sheet.data.signOff ? (
            <p className="mt-2 flex items-start gap-2 text-sm font-medium" data-testid="bid-sheet-sign-off">
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {t('bidSheet.signedOff', {
                name: sheet.data.signOff.signedByName,
                date: formatDate(sheet.data.signOff.signedAt, 'full'),
                seq: String(sheet.data.signOff.headSeq),
              })}
            </p>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="bid-sheet-sign-off">
              {t('bidSheet.notSignedOff')}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {FILES.map(({ format, Icon, label }) => (
              <Button key={format} variant="outline" size="sm" asChild>
                <a href={bidSheetFile(auctionId, format, language)} download>
                  <Icon aria-hidden />
                  {t(label)}
                </a>
              </Button>
            ))}
            {sheet.data.canSignOff ? (
              <Button size="sm" onClick={() => setConfirming(true)}>
                <FileSignatureIcon aria-hidden />
                {t('bidSheet.signOff')}
              </Button>
            ) : null}
          </div>
          <ConfirmDialog
            open={confirming}
            title={t('bidSheet.confirmTitle')}
            description={t('bidSheet.confirmText', { count: sheet.data.rows.length })}
            confirmLabel={t('bidSheet.signOff')}
            tone="default"
            pending={signOff.isPending}
            onConfirm={() => void confirm()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </section>
  );
}
