import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { formatBytes } from '@web/lib/format';
import { useAuctionDocuments } from '../api/get-auction-documents';

/** The Legal Info tab: documents the seller published and an admin approved. */
export function LegalDocuments({ auctionId }: { auctionId: string }) {
  const t = useBiddingText();
  const { data, isPending, isError } = useAuctionDocuments(auctionId);
  if (isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (isError) return <p className="text-muted-foreground">{t('documents.loadFailed')}</p>;
  if (data.items.length === 0) {
    return <p className="text-muted-foreground">{t('documents.none')}</p>;
  }
  return (
    <ul className="divide-y rounded-lg border">
      {data.items.map((d) => (
        <li key={d.id} className="flex items-center gap-3 p-3">
          <FileTextIcon className="size-5 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" translate="no">
              {d.name}
            </p>
            <p className="text-xs text-muted-foreground">
              {t(`documents.type.${d.type}`)} ·{' '}
              <span translate="no">
                {d.fileType.toUpperCase()} · {formatBytes(d.sizeBytes)}
              </span>
            </p>
          </div>
          <a
            href={d.downloadUrl}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-muted"
            download
          >
            <DownloadIcon className="size-4" aria-hidden />
            {t('documents.download')}
            <span className="sr-only" translate="no">
              {' '}
              {d.name}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
