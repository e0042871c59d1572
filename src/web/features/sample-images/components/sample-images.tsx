import { useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, CheckCircle2Icon, CircleDashedIcon, ImageIcon, Loader2Icon, UploadCloudIcon } from 'lucide-react';
import { useState } from 'react';
import type { SampleUploadState } from '@shared/schemas/admin';
import { Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { sampleImagesQuery, useSampleImages } from '../api/get-sample-images';
import { uploadSampleImage } from '../api/upload-sample-image';
import { formatBytes } from '@web/lib/format';
import { errorText, sharedText } from '@web/i18n/messages';
import { useAdminText } from '@web/i18n/ns/admin';

type FileState = { state: SampleUploadState; error?: string };

/**
 * Spec §2 sample image tool: copies the bundled property images into storage (overwriting), one
 * request per file so each shows pending → uploading → success or error, then a summary.
 */
export function SampleImages() {
  const t = useAdminText();
  const qc = useQueryClient();
  const images = useSampleImages();
  const [states, setStates] = useState<Record<string, FileState>>({});
  const [running, setRunning] = useState(false);
  const [summary, setSummary] = useState<{ uploaded: number; errors: number } | null>(null);

  const set = (name: string, s: FileState) => setStates((prev) => ({ ...prev, [name]: s }));

  const uploadAll = async () => {
    if (running || !images.data) return;
    const names = images.data.items.map((i) => i.name);
    setRunning(true);
    setSummary(null);
    setStates(Object.fromEntries(names.map((n) => [n, { state: 'pending' as const }])));
    let uploaded = 0;
    let errors = 0;
    for (const name of names) {
      set(name, { state: 'uploading' });
      try {
        const result = await uploadSampleImage(name);
        if (result.status === 'success') {
          uploaded += 1;
          set(name, { state: 'success' });
        } else {
          errors += 1;
          set(name, { state: 'error', error: result.error ?? t('sampleImages.uploadFailed') });
        }
      } catch (err) {
        errors += 1;
        set(name, { state: 'error', error: errorText(err, t('sampleImages.uploadFailed')) });
      }
    }
    setSummary({ uploaded, errors });
    setRunning(false);
    void qc.invalidateQueries({ queryKey: sampleImagesQuery.queryKey });
  };

  const items = images.data?.items ?? [];

  return (
    <Page
      title={t('sampleImages.title')}
      description={t('sampleImages.description')}
      actions={
        <Button onClick={() => void uploadAll()} disabled={running || !items.length}>
          {running ? <Loader2Icon className="animate-spin" aria-hidden /> : <UploadCloudIcon aria-hidden />}
          {running
            ? t('sampleImages.uploading')
            : items.length
              ? t('sampleImages.uploadAll', { count: items.length })
              : t('sampleImages.uploadAllNone')}
        </Button>
      }
    >
      {summary ? (
        <div
          role="status"
          className={cn(
            'mb-4 flex items-center gap-2 rounded-lg border p-3 text-sm font-medium',
            summary.errors ? 'border-destructive/40 text-destructive' : 'border-live/40 text-live',
          )}
          data-testid="sample-upload-summary"
        >
          {summary.errors ? <AlertCircleIcon className="size-4" aria-hidden /> : <CheckCircle2Icon className="size-4" aria-hidden />}
          {summary.errors === 0
            ? t('messages.sampleImages.allSucceeded')
            : t('sampleImages.summary', { uploaded: summary.uploaded, errors: summary.errors })}
        </div>
      ) : null}

      {images.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : images.isError ? (
        <p className="text-sm text-destructive">{t('sampleImages.listFailed', { message: errorText(images.error) })}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('sampleImages.label')}>
          {items.map((img) => {
            const s = states[img.name];
            const state: SampleUploadState | null = s?.state ?? null;
            return (
              <li key={img.name} data-testid="sample-image" data-state={state ?? (img.uploaded ? 'stored' : 'not-stored')}>
                <Card className="overflow-hidden">
                  {img.uploaded || state === 'success' ? (
                    <img
                      src={`${img.url}?v=${state === 'success' ? 'new' : 'stored'}`}
                      alt={img.name}
                      width={480}
                      height={300}
                      loading="lazy"
                      className="aspect-[16/10] w-full bg-muted object-cover"
                    />
                  ) : (
                    <div className="grid aspect-[16/10] w-full place-items-center bg-muted text-muted-foreground">
                      <ImageIcon className="size-8" aria-hidden />
                    </div>
                  )}
                  <div className="grid grid-cols-1 gap-1 p-3">
                    <p className="truncate text-sm font-medium" title={img.name} translate="no">
                      {img.name}
                    </p>
                    <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                      <span translate="no">{formatBytes(img.sizeBytes)}</span>
                      {state ? (
                        <StateBadge state={state} />
                      ) : (
                        <Badge variant={img.uploaded ? 'secondary' : 'muted'}>
                          {img.uploaded ? t('sampleImages.inStorage') : t('sampleImages.notUploaded')}
                        </Badge>
                      )}
                    </div>
                    {s?.error ? (
                      <p role="alert" className="text-xs text-destructive">
                        {sharedText(s.error)}
                      </p>
                    ) : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}

function StateBadge({ state }: { state: SampleUploadState }) {
  const t = useAdminText();
  const Icon =
    state === 'pending' ? CircleDashedIcon : state === 'uploading' ? Loader2Icon : state === 'success' ? CheckCircle2Icon : AlertCircleIcon;
  const variant = state === 'success' ? 'live' : state === 'error' ? 'destructive' : state === 'uploading' ? 'upcoming' : 'muted';
  return (
    <Badge variant={variant}>
      <Icon className={cn('size-3', state === 'uploading' && 'animate-spin')} aria-hidden />
      {t(`sampleImages.state.${state}`)}
    </Badge>
  );
}
