import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, GlobeIcon, Loader2Icon, LockIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Document } from '@shared/schemas/document';
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
import { useVendorText } from '@web/i18n/ns/vendor';
import { formatBytes } from '@web/lib/format';
import { useFormatDate } from '@web/lib/use-format-date';

const STATUS_VARIANT = { approved: 'live', pending: 'warning', rejected: 'destructive' } as const;

/** Documents with their auction, category, uploader, status, visibility and working row actions. */
export function DocumentsTable({ documents, onReview }: { documents: Document[]; onReview: (d: Document) => void }) {
  const formatDate = useFormatDate();
  const t = useVendorText();
  const qc = useQueryClient();
  const visibility = useSetDocumentVisibility();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<Document | null>(null);

  // NOTE: each action's outcome follows its promise, not mutate's callbacks, which are dropped when the
  // table unmounts: the last document of a filtered tab leaving it empties the tab while the lists refresh.
  const toggleVisibility = (d: Document) =>
    visibility.mutateAsync({ id: d.id, isPublic: !d.isPublic }).then(
      (doc) =>
        toast.success(
          doc.isPublic ? t('documents.madePublic') : t('documents.madePrivate'),
          doc.isPublic
            ? doc.status === 'approved'
              ? t('documents.publicNow', { name: doc.name })
              : t('documents.publicOnceApproved', { name: doc.name })
            : t('documents.privateNow', { name: doc.name }),
        ),
      (err: Error) => toast.apiError(t('documents.error'), err, t('documents.visibilityFailed')),
    );

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const doc = deleting;
    remove.mutateAsync(doc.id).then(
      () => {
        toast.success(t('documents.deleted'), t('documents.deletedNamed', { name: doc.name }));
        setDeleting(null);
      },
      (err: Error) => toast.apiError(t('documents.error'), err, t('documents.deleteFailed')),
    );
  };

  // The download itself is a plain link (the browser streams the file); the count is re-read after.
  const afterDownload = () => setTimeout(() => void qc.invalidateQueries({ queryKey: documentKeys.lists() }), 1500);

  return (
    <>
      <Table stackOnPhone className="min-w-[1000px]" aria-label={t('documents.tableLabel')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('documents.document')}</TableHead>
            <TableHead>{t('documents.auction')}</TableHead>
            <TableHead>{t('documents.category')}</TableHead>
            <TableHead>{t('documents.uploaded')}</TableHead>
            <TableHead>{t('documents.status')}</TableHead>
            <TableHead>{t('documents.visibility')}</TableHead>
            <TableHead className="text-right">{t('documents.downloads')}</TableHead>
            <TableHead className="text-right">{t('documents.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {documents.map((d) => (
            <TableRow key={d.id} data-testid="document-row" data-name={d.name}>
              <TableCell className="max-w-64">
                <p className="truncate font-medium" title={d.name} translate="no">
                  {d.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t(`documentType.${d.type}`)} ·{' '}
                  <span translate="no">
                    {d.fileType.toUpperCase()} · {formatBytes(d.sizeBytes)}
                  </span>
                </p>
              </TableCell>
              <TableCell className="max-w-56">
                <Link to={`/auction/${d.auctionId}`} className="line-clamp-2 text-sm hover:underline" translate="no">
                  {d.auctionTitle}
                </Link>
              </TableCell>
              <TableCell>
                <Badge variant="outline">{t(`documentCategory.${d.category}`)}</Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap text-xs">
                <p translate="no">{d.uploaderName ?? '—'}</p>
                <p className="text-muted-foreground">{formatDate(d.createdAt, 'day')}</p>
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[d.status]}>{t(`documentStatus.${d.status}`)}</Badge>
                {d.rejectionReason ? (
                  <p className="mt-1 max-w-44 text-xs text-muted-foreground" translate="no">
                    {d.rejectionReason}
                  </p>
                ) : null}
              </TableCell>
              <TableCell>
                {d.isPublic ? (
                  <Badge variant="secondary">
                    <GlobeIcon className="size-3" aria-hidden />
                    {t('documents.public')}
                  </Badge>
                ) : (
                  <Badge variant="muted">
                    <LockIcon className="size-3" aria-hidden />
                    {t('documents.private')}
                  </Badge>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{d.downloadCount}</TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  <Button size="sm" variant={d.status === 'pending' ? 'default' : 'outline'} onClick={() => onReview(d)}>
                    <ShieldCheckIcon aria-hidden />
                    {t('documents.review')}
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    onClick={() => toggleVisibility(d)}
                    disabled={visibility.isPending && visibility.variables?.id === d.id}
                    aria-label={
                      d.isPublic ? t('documents.makePrivateNamed', { name: d.name }) : t('documents.makePublicNamed', { name: d.name })
                    }
                    title={d.isPublic ? t('documents.makePrivate') : t('documents.makePublic')}
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
                    aria-label={t('documents.downloadNamed', { name: d.name })}
                    title={t('documents.download')}
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
        title={t('documents.deleteTitle')}
        description={deleting ? t('documents.deleteConfirm', { name: deleting.name }) : null}
        confirmLabel={t('documents.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
