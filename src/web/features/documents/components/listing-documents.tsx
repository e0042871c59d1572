import { CheckCircle2Icon, FileTextIcon, FileUpIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_DOCUMENT_BYTES, type DocumentType } from '@shared/domain/constants';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, type Document } from '@shared/schemas/document';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText, sharedText } from '@web/i18n/messages';
import { useVendorText } from '@web/i18n/ns/vendor';
import { formatBytes } from '@web/lib/format';
import { useFormatDate } from '@web/lib/use-format-date';
import { useAuctionDocuments } from '../api/get-auction-documents';
import { useUploadDocument } from '../api/upload-document';
import { CATEGORY_OF, checkDocument } from '../lib/check-document';

/** What a seller files for its own listing: the notice, the title and the valuation. */
const LISTING_DOCUMENT_TYPES = ['sale_notice', 'title_deed', 'valuation'] as const satisfies readonly DocumentType[];
type ListingDocumentType = (typeof LISTING_DOCUMENT_TYPES)[number];

const LABEL_KEYS: Record<ListingDocumentType, string> = {
  sale_notice: 'documentType.sale_notice',
  title_deed: 'documentType.title_deed',
  valuation: 'documentType.valuationReport',
};

const STATUS: Record<Document['status'], { label: string; variant: 'warning' | 'live' | 'destructive' }> = {
  pending: { label: 'documentStatus.awaitingReview', variant: 'warning' },
  approved: { label: 'documentStatus.approved', variant: 'live' },
  rejected: { label: 'documentStatus.rejected', variant: 'destructive' },
};

/**
 * The documents of one of the vendor's own listings: what was uploaded and its review, and an upload
 * with its progress. The listings screen shows it per row through its `rowActions` slot.
 */
export function ListingDocuments({ auctionId, auctionTitle }: { auctionId: string; auctionTitle: string }) {
  const t = useVendorText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={t('listingDocuments.buttonNamed', { title: auctionTitle })}
        title={t('listingDocuments.button')}
      >
        <FileUpIcon aria-hidden />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('listingDocuments.title')}</DialogTitle>
            <DialogDescription>{t('listingDocuments.description', { title: auctionTitle })}</DialogDescription>
          </DialogHeader>
          {open ? (
            <>
              <UploadedDocuments auctionId={auctionId} />
              <UploadForm auctionId={auctionId} />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function UploadedDocuments({ auctionId }: { auctionId: string }) {
  const formatDate = useFormatDate();
  const t = useVendorText();
  const docs = useAuctionDocuments(auctionId);
  return (
    <section aria-labelledby={`${auctionId}-uploaded`} className="grid gap-2">
      <h3 id={`${auctionId}-uploaded`} className="text-sm font-semibold">
        {t('listingDocuments.uploaded')}
      </h3>
      {docs.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('listingDocuments.loading')}>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : docs.isError ? (
        <div className="text-sm text-muted-foreground" role="alert">
          {t('listingDocuments.loadFailed', { message: errorText(docs.error) })}
          <Button variant="link" size="sm" className="h-auto px-1" onClick={() => void docs.refetch()}>
            {t('listingDocuments.tryAgain')}
          </Button>
        </div>
      ) : docs.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{t('listingDocuments.none')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t('listingDocuments.uploadedList')}>
          {docs.data.items.map((d) => (
            <li key={d.id} className="flex items-start gap-3 p-3" data-testid="listing-document">
              <FileTextIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={d.name} translate="no">
                  {d.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t(`documentType.${d.type}`)} · <span translate="no">{formatBytes(d.sizeBytes)}</span> · {formatDate(d.createdAt, 'day')}{' '}
                  · {d.isPublic ? t('listingDocuments.publicOnceApproved') : t('listingDocuments.private')}
                </p>
                {d.status === 'rejected' && d.rejectionReason ? (
                  <p className="mt-1 text-xs text-destructive">{t('listingDocuments.reason', { reason: d.rejectionReason })}</p>
                ) : null}
              </div>
              <Badge variant={STATUS[d.status].variant}>{t(STATUS[d.status].label)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; progress: number }
  | { state: 'done'; name: string }
  | { state: 'error'; message: string };

function UploadForm({ auctionId }: { auctionId: string }) {
  const t = useVendorText();
  const ids = useId();
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<ListingDocumentType | ''>('');
  const [isPublic, setIsPublic] = useState<boolean | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});
  const [status, setStatus] = useState<Upload>({ state: 'idle' });
  // NOTE: the sale notice is public by law; a title deed or valuation stays private unless the seller says otherwise.
  const shared = isPublic ?? type === 'sale_notice';
  const uploading = status.state === 'uploading';

  const send = () => {
    if (uploading || !type || !file) return;
    setStatus({ state: 'uploading', fileName: file.name, progress: 0 });
    upload.mutate(
      {
        auctionId,
        fields: { type, category: CATEGORY_OF[type], isPublic: shared },
        file,
        onProgress: (progress) => setStatus((s) => (s.state === 'uploading' ? { ...s, progress } : s)),
      },
      {
        onSuccess: (doc) => {
          setStatus({ state: 'done', name: doc.name });
          setType('');
          setIsPublic(null);
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (err) => {
          const message = errorText(err, t('listingDocuments.couldNotUpload'));
          setStatus({ state: 'error', message });
        },
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      type: type ? undefined : DOCUMENT_MESSAGES.typeRequired,
      file: file ? (checkDocument(file) ?? undefined) : DOCUMENT_MESSAGES.noFile,
    };
    setErrors(next);
    if (next.type || next.file) return;
    send();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 border-t pt-4" aria-label={t('listingDocuments.uploadHeading')}>
      <h3 className="text-sm font-semibold">{t('listingDocuments.uploadHeading')}</h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-type`}>{t('upload.type')}</Label>
          <Select value={type} onValueChange={(v) => setType(v as ListingDocumentType)} disabled={uploading}>
            <SelectTrigger
              id={`${ids}-type`}
              aria-invalid={errors.type ? true : undefined}
              aria-describedby={errors.type ? `${ids}-type-error` : undefined}
            >
              <SelectValue placeholder={t('upload.chooseType')} />
            </SelectTrigger>
            <SelectContent>
              {LISTING_DOCUMENT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(LABEL_KEYS[type])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.type ? (
            <p id={`${ids}-type-error`} role="alert" className="text-xs font-medium text-destructive">
              {sharedText(errors.type)}
            </p>
          ) : null}
        </div>
        <Field
          label={t('upload.file')}
          error={errors.file}
          hint={
            file ? (
              <span translate="no">{`${file.name} · ${formatBytes(file.size)}`}</span>
            ) : (
              t('upload.fileHint', { size: formatBytes(MAX_DOCUMENT_BYTES) })
            )
          }
        >
          <Input
            ref={fileInput}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="h-auto py-1.5"
            disabled={uploading}
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setErrors((prev) => ({ ...prev, file: f ? (checkDocument(f) ?? undefined) : undefined }));
              if (status.state !== 'uploading') setStatus({ state: 'idle' });
            }}
          />
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${ids}-public`} checked={shared} onCheckedChange={(c) => setIsPublic(c === true)} disabled={uploading} />
        <Label htmlFor={`${ids}-public`}>{t('upload.public')}</Label>
      </div>

      <UploadStatus status={status} onRetry={send} canRetry={!!type && !!file} />

      <div className="flex justify-end">
        <Button type="submit" disabled={uploading}>
          {uploading ? <Loader2Icon className="animate-spin" aria-hidden /> : <FileUpIcon aria-hidden />}
          {uploading ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </div>
    </form>
  );
}

function UploadStatus({ status, onRetry, canRetry }: { status: Upload; onRetry: () => void; canRetry: boolean }) {
  const t = useVendorText();
  if (status.state === 'uploading') {
    const percent = Math.round(status.progress * 100);
    return (
      <div className="grid gap-1">
        <div className="flex justify-between gap-2 text-xs">
          <span className="truncate">{t('listingDocuments.uploadingNamed', { name: status.fileName })}</span>
          <span className="tabular-nums text-muted-foreground">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('listingDocuments.uploadingNamed', { name: status.fileName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    );
  }
  if (status.state === 'done') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md border border-live/40 bg-live/10 px-3 py-2 text-sm">
        <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-live" aria-hidden />
        <span>{t('listingDocuments.done', { name: status.name })}</span>
      </p>
    );
  }
  if (status.state === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
      >
        <span className="min-w-0 flex-1">{t('listingDocuments.failed', { message: status.message })}</span>
        {canRetry ? (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <RotateCcwIcon aria-hidden />
            {t('listingDocuments.tryAgain')}
          </Button>
        ) : null}
      </div>
    );
  }
  return null;
}
