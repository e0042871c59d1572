import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, GlobeIcon, Loader2Icon, LockIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_TYPE_LABELS, type Document } from '@shared/schemas/document';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DeleteIconButton } from '@web/components/ui/delete-icon-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useDeleteDocument } from '../api/delete-document';
import { documentKeys } from '../api/document-keys';
import { useSetDocumentVisibility } from '../api/set-document-visibility';
import { capitalise, formatBytes, formatDay } from '@web/lib/format';

const STATUS_VARIANT = { approved: 'live', pending: 'warning', rejected: 'destructive' } as const;

/** Documents with their auction, category, uploader, status, visibility and working row actions. */
export function DocumentsTable({ documents, onReview }: { documents: Document[]; onReview: (d: Document) => void }) {
  const qc = useQueryClient();
  const visibility = useSetDocumentVisibility();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<Document | null>(null);

  const toggleVisibility = (d: Document) =>
    visibility.mutate(
      { id: d.id, isPublic: !d.isPublic },
      {
        onSuccess: (doc) =>
          toast.success(
            doc.isPublic ? 'Document made public' : 'Document made private',
            doc.isPublic
              ? doc.status === 'approved'
                ? `${doc.name} now shows on the auction's Legal Info tab.`
                : `${doc.name} will show on the auction once approved.`
              : `${doc.name} is visible only to admins and the listing's vendor.`,
          ),
        onError: (err) => toast.apiError('Error', err, 'Failed to change the visibility'),
      },
    );

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const doc = deleting;
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast.success('Document deleted', `${doc.name} has been deleted.`);
        setDeleting(null);
      },
      onError: (err) => toast.apiError('Error', err, 'Failed to delete the document'),
    });
  };

  // The download itself is a plain link (the browser streams the file); the count is re-read after.
  const afterDownload = () => setTimeout(() => void qc.invalidateQueries({ queryKey: documentKeys.lists() }), 1500);

  return (
    <>
      <Table stackOnPhone className="min-w-[1000px]" aria-label="Documents">
        <TableHeader>
          <TableRow>
            <TableHead>Document</TableHead>
            <TableHead>Auction</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>Uploaded</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Visibility</TableHead>
            <TableHead className="text-right">Downloads</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {documents.map((d) => (
            <TableRow key={d.id} data-testid="document-row" data-name={d.name}>
              <TableCell className="max-w-64">
                <p className="truncate font-medium" title={d.name}>
                  {d.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {DOCUMENT_TYPE_LABELS[d.type]} · {d.fileType.toUpperCase()} · {formatBytes(d.sizeBytes)}
                </p>
              </TableCell>
              <TableCell className="max-w-56">
                <Link to={`/auction/${d.auctionId}`} className="line-clamp-2 text-sm hover:underline">
                  {d.auctionTitle}
                </Link>
              </TableCell>
              <TableCell>
                <Badge variant="outline">{capitalise(d.category)}</Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap text-xs">
                <p>{d.uploaderName ?? '—'}</p>
                <p className="text-muted-foreground">{formatDay(d.createdAt)}</p>
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[d.status]}>{capitalise(d.status)}</Badge>
                {d.rejectionReason ? <p className="mt-1 max-w-44 text-xs text-muted-foreground">{d.rejectionReason}</p> : null}
              </TableCell>
              <TableCell>
                {d.isPublic ? (
                  <Badge variant="secondary">
                    <GlobeIcon className="size-3" aria-hidden />
                    Public
                  </Badge>
                ) : (
                  <Badge variant="muted">
                    <LockIcon className="size-3" aria-hidden />
                    Private
                  </Badge>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{d.downloadCount}</TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  <Button size="sm" variant={d.status === 'pending' ? 'default' : 'outline'} onClick={() => onReview(d)}>
                    <ShieldCheckIcon aria-hidden />
                    Review
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    onClick={() => toggleVisibility(d)}
                    disabled={visibility.isPending && visibility.variables?.id === d.id}
                    aria-label={d.isPublic ? `Make ${d.name} private` : `Make ${d.name} public`}
                    title={d.isPublic ? 'Make private' : 'Make public'}
                  >
                    {visibility.isPending && visibility.variables?.id === d.id ? (
                      <Loader2Icon className="animate-spin" aria-hidden />
                    ) : d.isPublic ? (
                      <LockIcon aria-hidden />
                    ) : (
                      <GlobeIcon aria-hidden />
                    )}
                  </Button>
                  <a
                    href={d.downloadUrl}
                    download
                    onClick={afterDownload}
                    className={cn(buttonVariants({ size: 'icon', variant: 'ghost' }))}
                    aria-label={`Download ${d.name}`}
                    title="Download"
                  >
                    <DownloadIcon aria-hidden />
                  </a>
                  <DeleteIconButton name={d.name} onClick={() => setDeleting(d)} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete document"
        description={deleting ? `Are you sure you want to delete "${deleting.name}"? This action cannot be undone.` : null}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
