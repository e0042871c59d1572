import { AlertCircleIcon, CheckCircle2Icon, ImagePlusIcon, Loader2Icon, StarIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MAX_IMAGES_PER_AUCTION } from '@shared/domain/constants';
import type { AuctionImage } from '@shared/schemas/auction';
import { IMAGE_ACCEPT } from '@shared/schemas/upload';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { sharedText } from '@web/i18n/messages';
import { useVendorText } from '@web/i18n/ns/vendor';
import { cn } from '@web/lib/cn';
import type { QueuedImage, RejectedFile } from '../hooks/use-image-queue';

type Props = {
  existing: AuctionImage[];
  queued: QueuedImage[];
  rejected: RejectedFile[];
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemoveQueued: (key: string) => void;
  onRemoveExisting: (image: AuctionImage) => Promise<void>;
  onMakePrimary: (image: AuctionImage) => Promise<void>;
};

/**
 * Images of an auction: those already stored (removable, one primary) and those chosen but not yet
 * uploaded (previews, removable before upload, each with its own upload status).
 */
export function ImagePicker({ existing, queued, rejected, disabled, onAdd, onRemoveQueued, onRemoveExisting, onMakePrimary }: Props) {
  const t = useVendorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const total = existing.length + queued.filter((q) => q.status !== 'done').length;
  const hasPrimary = existing.some((i) => i.isPrimary);
  const sorted = [...existing].sort((a, b) => a.displayOrder - b.displayOrder);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('images.label')}
        </label>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {t('images.count', { count: total, max: MAX_IMAGES_PER_AUCTION })}
        </span>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="sr-only"
        disabled={disabled}
        data-testid="auction-image-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
      <button
        type="button"
        disabled={disabled || total >= MAX_IMAGES_PER_AUCTION}
        onClick={() => input.current?.click()}
        className="flex flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-input px-4 py-5 text-sm text-muted-foreground transition-colors hover:border-primary hover:text-foreground disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ImagePlusIcon className="size-6" aria-hidden />
        <span>{total >= MAX_IMAGES_PER_AUCTION ? t('images.limitReached') : t('images.choose')}</span>
      </button>

      {rejected.length ? (
        <ul role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-xs text-destructive">
          {rejected.map((r, i) => (
            <li key={`${r.name}-${i}`}>
              <span className="font-medium" translate="no">
                {r.name}
              </span>
              : {sharedText(r.message)}
            </li>
          ))}
        </ul>
      ) : null}

      {sorted.length || queued.length ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('images.selected')}>
          {sorted.map((img) => (
            <li key={img.id} className="relative overflow-hidden rounded-md border bg-muted">
              <img src={img.thumbUrl} alt="" width={img.width} height={img.height} className="aspect-[16/10] w-full object-cover" />
              <div className="absolute top-1 left-1 flex gap-1">
                {img.isPrimary ? <Badge>{t('images.primary')}</Badge> : <Badge variant="secondary">{t('images.saved')}</Badge>}
              </div>
              <div className="absolute top-1 right-1 flex gap-1">
                {!img.isPrimary ? (
                  <Button
                    size="icon"
                    variant="secondary"
                    className="size-7"
                    aria-label={t('images.makePrimary')}
                    title={t('images.makePrimary')}
                    disabled={disabled || busy !== null}
                    onClick={() => run(img.id, () => onMakePrimary(img))}
                  >
                    <StarIcon aria-hidden />
                  </Button>
                ) : null}
                <Button
                  size="icon"
                  variant="destructive"
                  className="size-7"
                  aria-label={t('images.remove')}
                  title={t('images.remove')}
                  disabled={disabled || busy !== null}
                  onClick={() => run(img.id, () => onRemoveExisting(img))}
                >
                  {busy === img.id ? <Loader2Icon className="animate-spin" aria-hidden /> : <Trash2Icon aria-hidden />}
                </Button>
              </div>
            </li>
          ))}
          {/* An uploaded file now shows among the saved images above. */}
          {queued.map((q, i) => {
            if (q.status === 'done') return null;
            const primary = !hasPrimary && i === 0;
            return (
              <li
                key={q.key}
                className="relative overflow-hidden rounded-md border bg-muted"
                data-testid="queued-image"
                data-status={q.status}
              >
                <img src={q.previewUrl} alt={t('images.preview', { name: q.file.name })} className="aspect-[16/10] w-full object-cover" />
                <div className="absolute top-1 left-1 flex gap-1">{primary ? <Badge>{t('images.primary')}</Badge> : null}</div>
                {q.status === 'queued' || q.status === 'error' ? (
                  <Button
                    size="icon"
                    variant="secondary"
                    className="absolute top-1 right-1 size-7"
                    aria-label={t('images.removeNamed', { name: q.file.name })}
                    disabled={disabled}
                    onClick={() => onRemoveQueued(q.key)}
                  >
                    <XIcon aria-hidden />
                  </Button>
                ) : null}
                <QueuedStatus item={q} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function QueuedStatus({ item }: { item: QueuedImage }) {
  const t = useVendorText();
  const label =
    item.status === 'queued'
      ? t('images.ready')
      : item.status === 'uploading'
        ? t('images.uploading', { percent: Math.round(item.progress * 100) })
        : item.status === 'done'
          ? t('images.uploaded')
          : item.error
            ? sharedText(item.error)
            : t('images.failed');
  return (
    <div
      className={cn(
        'absolute inset-x-0 bottom-0 flex items-center gap-1 bg-background/90 px-2 py-1 text-xs',
        item.status === 'error' && 'text-destructive',
      )}
      role={item.status === 'error' ? 'alert' : undefined}
    >
      {item.status === 'uploading' ? <Loader2Icon className="size-3 shrink-0 animate-spin" aria-hidden /> : null}
      {item.status === 'done' ? <CheckCircle2Icon className="size-3 shrink-0 text-live" aria-hidden /> : null}
      {item.status === 'error' ? <AlertCircleIcon className="size-3 shrink-0" aria-hidden /> : null}
      <span className="line-clamp-2">{label}</span>
      {item.status === 'uploading' ? (
        <span
          className="absolute inset-x-0 bottom-0 h-0.5 bg-primary"
          style={{ width: `${Math.round(item.progress * 100)}%` }}
          aria-hidden
        />
      ) : null}
    </div>
  );
}
