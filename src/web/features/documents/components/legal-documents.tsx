import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { DOCUMENT_TYPE_LABELS } from '@shared/schemas/document';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuctionDocuments } from '../api/get-auction-documents';

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The Legal Info tab: documents the seller published and an admin approved. */
export function LegalDocuments({ auctionId }: { auctionId: string }) {
  const { data, isPending, isError } = useAuctionDocuments(auctionId);
  if (isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (isError) return <p className="text-muted-foreground">Documents could not be loaded. Please try again later.</p>;
  if (data.items.length === 0) {
    return <p className="text-muted-foreground">No documents have been published for this auction yet.</p>;
  }
  return (
    <ul className="divide-y rounded-lg border">
      {data.items.map((d) => (
        <li key={d.id} className="flex items-center gap-3 p-3">
          <FileTextIcon className="size-5 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{d.name}</p>
            <p className="text-xs text-muted-foreground">
              {DOCUMENT_TYPE_LABELS[d.type]} · {d.fileType.toUpperCase()} · {size(d.sizeBytes)}
            </p>
          </div>
          <a
            href={d.downloadUrl}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-muted"
            download
          >
            <DownloadIcon className="size-4" aria-hidden />
            Download<span className="sr-only"> {d.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
