import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { formatIstDate, localTimeZoneLabel } from '@shared/domain/date-format';
import { NOTICE_PERIOD_DAYS, RESALE_NOTICE_PERIOD_DAYS } from '@shared/domain/sale';
import type { AuctionImage } from '@shared/schemas/auction';
import { UPLOAD_MESSAGES } from '@shared/schemas/upload';
import {
  AuctionCreateSchema,
  type AuctionCreate,
  type AuctionCreateInput,
  type AuctionUpdate,
  type ManagedAuction,
} from '@shared/schemas/auction-form';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { errorText, issueText, sharedText } from '@web/i18n/messages';
import { useVendorText } from '@web/i18n/ns/vendor';
import { ApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { arrangeAuctionImages } from '../api/arrange-auction-images';
import { createAuction } from '../api/create-auction';
import { removeAuctionImage } from '../api/remove-auction-image';
import { updateAuction } from '../api/update-auction';
import { uploadAuctionImage } from '../api/upload-auction-image';
import { PropertyFields, SaleNoticeFields, ScheduleFields, type MapPickerSlot } from './auction-form-fields';
import { ImagePicker } from './image-picker';
import { toLocalInputValue } from '../lib/local-datetime';
import { earliestStartOf, noticePeriodError } from '../lib/notice-period';
import { useImageQueue } from '../hooks/use-image-queue';

type Props = {
  /** The map the property's point is set on (composed by the page). */
  mapPicker?: MapPickerSlot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The auction to edit; absent to create one. */
  auction?: ManagedAuction | null;
  /** Admins may feature a listing; vendors may not (the server ignores it for them). */
  canFeature: boolean;
  /** Shown under the title, e.g. that a vendor's listing waits for approval. */
  description?: string;
  /** Called after every successful save or image change, so the caller refetches its lists. */
  onSaved: (auction: ManagedAuction) => void;
};

/**
 * The create/edit auction dialog shared by the admin and vendor pages (spec §2, §5). Validation
 * runs through the shared AuctionCreateSchema, so every field shows the server's own message;
 * times are typed in local time and sent as ISO timestamps.
 */
export function AuctionFormDialog(props: Props) {
  const { open, onOpenChange, auction } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* NOTE: a click outside does not close it: a half-filled form is easy to lose. */}
      <DialogContent className="max-w-2xl" onInteractOutside={(e) => e.preventDefault()}>
        {open ? <AuctionFormBody key={auction?.id ?? 'new'} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function defaultsOf(auction: ManagedAuction | null | undefined): AuctionCreateInput {
  return {
    title: auction?.title ?? '',
    description: auction?.description ?? '',
    location: auction?.location ?? '',
    address: auction?.address ?? '',
    state: auction?.state ?? '',
    district: auction?.district ?? '',
    locality: auction?.locality ?? '',
    pinCode: auction?.pinCode ?? '',
    latitude: auction?.latitude ?? '',
    longitude: auction?.longitude ?? '',
    propertyType: auction?.propertyType ?? '',
    category: auction?.category ?? 'none',
    areaSqFt: auction?.areaSqFt ?? '',
    startingBid: auction?.startingBid ?? '',
    reservePrice: auction?.reservePrice ?? '',
    emdAmount: auction?.emdAmount ?? '',
    startTime: toLocalInputValue(auction?.startTime),
    endTime: toLocalInputValue(auction?.endTime),
    featured: auction?.featured ?? false,
    saleNoticeDate: auction?.saleNoticeDate ?? '',
    isResale: auction?.isResale ?? false,
    // NOTE: the API reports the start as the cut-off when none was set; shown empty, it keeps following the start.
    emdCutoff: auction && auction.emdCutoff !== auction.startTime ? toLocalInputValue(auction.emdCutoff) : '',
    possession: auction?.possession ?? 'none',
    inspectionFrom: toLocalInputValue(auction?.inspectionFrom),
    inspectionTo: toLocalInputValue(auction?.inspectionTo),
    authorisedOfficerName: auction?.authorisedOfficerName ?? '',
    authorisedOfficerPhone: auction?.authorisedOfficerPhone ?? '',
    encumbrances: auction?.encumbrances ?? '',
  };
}

/** The notice period's earliest start as the server words it: the day in India's calendar. */
const istDay = (at: Date) => formatIstDate(at, 'full');

/** The form fields the server may name in a refusal; anything else is shown above the buttons. */
const FORM_FIELDS = new Set<string>(Object.keys(defaultsOf(null)));

/** Only what the user changed is sent on edit: untouched terms of a live auction stay untouched. */
function changedFields(initial: AuctionCreate | undefined, next: AuctionCreate): AuctionUpdate {
  if (!initial) return next;
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof AuctionCreate)[]) {
    const a = initial[key] ?? null;
    const b = next[key] ?? null;
    if (a !== b) patch[key] = next[key] ?? null;
  }
  return patch as AuctionUpdate;
}

function AuctionFormBody({ onOpenChange, auction: initialAuction, canFeature, description, onSaved, mapPicker }: Props) {
  const t = useVendorText();
  const { me } = useSession();
  // After the first save the dialog edits what it created: a retry never creates a second auction.
  const [saved, setSaved] = useState<ManagedAuction | null>(initialAuction ?? null);
  const [images, setImages] = useState<AuctionImage[]>(initialAuction?.images ?? []);
  const [phase, setPhase] = useState<'idle' | 'saving' | 'uploading'>('idle');
  /** A refusal the server gave that names no field of the form (shown above the buttons). */
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = useRef(false);
  const queue = useImageQueue();
  // While a new auction's images upload it is still "Create"; after a partial failure, a retry updates it.
  const isEdit = initialAuction != null || (saved !== null && phase === 'idle');
  const locked = saved?.status === 'live' || saved?.status === 'ended';
  const tz = useMemo(() => localTimeZoneLabel(), []);

  const defaults = useMemo(() => defaultsOf(initialAuction), [initialAuction]);
  const initialParsed = useMemo(() => {
    const parsed = AuctionCreateSchema.safeParse(defaults);
    return parsed.success ? parsed.data : undefined;
  }, [defaults]);
  const baseline = useRef<AuctionCreate | undefined>(initialAuction ? initialParsed : undefined);

  const form = useForm<AuctionCreateInput, unknown, AuctionCreate>({
    resolver: zodResolver(AuctionCreateSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [saleNoticeDate, isResale, startTime] = useWatch({ control: form.control, name: ['saleNoticeDate', 'isResale', 'startTime'] });
  const earliest = earliestStartOf(saleNoticeDate, isResale);
  const earliestLine = earliest
    ? t(isResale ? 'form.earliestStartResale' : 'form.earliestStart', {
        date: istDay(earliest),
        days: isResale ? RESALE_NOTICE_PERIOD_DAYS : NOTICE_PERIOD_DAYS,
      })
    : null;
  // Said at once, before the form is sent: the start typed is before the earliest allowed.
  const startTooEarly = noticePeriodError({ saleNoticeDate, isResale, startTime }) !== null;

  const uploadQueued = async (auctionId: string): Promise<{ failures: number; tooMany: boolean }> => {
    let failures = 0;
    let tooMany = false;
    for (const item of queue.queued) {
      if (item.status === 'done') continue;
      queue.update(item.key, { status: 'uploading', progress: 0, error: undefined });
      try {
        const res = await uploadAuctionImage(auctionId, item.file, (progress) => queue.update(item.key, { progress }));
        setImages(res.images);
        queue.update(item.key, { status: 'done', progress: 1 });
      } catch (err) {
        failures += 1;
        if (err instanceof ApiError && err.code === 'TOO_MANY_IMAGES') tooMany = true;
        queue.update(item.key, { status: 'error', error: errorText(err, t('images.failed')) });
      }
    }
    return { failures, tooMany };
  };

  const submit = async (values: AuctionCreate) => {
    if (busy.current) return;
    if (!me) {
      toast.error(t('form.authRequiredTitle'), t('messages.auctionForm.authRequired'));
      return;
    }
    // NOTE: the server lets a draft keep a start inside the notice period and refuses it only at
    // approval; the form refuses it at once, in the server's words, so the lister fixes it now.
    const tooEarly = locked ? null : noticePeriodError(values);
    const earliestAllowed = tooEarly ? earliestStartOf(values.saleNoticeDate, values.isResale) : null;
    if (tooEarly) {
      const message = earliestAllowed ? t('messages.auctionForm.noticePeriod', { date: istDay(earliestAllowed) }) : tooEarly;
      form.setError('startTime', { message }, { shouldFocus: true });
      return;
    }
    busy.current = true;
    setServerError(null);
    setPhase('saving');
    let current = saved;
    const creating = !saved;
    try {
      if (!current) {
        current = await createAuction(values);
      } else {
        const patch = changedFields(baseline.current, values);
        if (Object.keys(patch).length > 0) current = await updateAuction(current.id, patch);
      }
      baseline.current = values;
      setSaved(current);
      onSaved(current);
    } catch (err) {
      // Everything typed stays: the refusal is shown beside the field it names, or above the buttons.
      const onFields = err instanceof ApiError ? (err.issues ?? []).filter((i) => FORM_FIELDS.has(i.path)) : [];
      onFields.forEach((issue, i) =>
        form.setError(issue.path as FieldPath<AuctionCreateInput>, { message: issueText(issue) }, { shouldFocus: i === 0 }),
      );
      if (onFields.length === 0) setServerError(errorText(err, t('messages.auctionForm.saveFailed')));
      toast.apiError(t('form.error'), err, t('messages.auctionForm.saveFailed'));
      busy.current = false;
      setPhase('idle');
      return;
    }

    setPhase('uploading');
    const hadImages = queue.queued.length > 0;
    const { failures, tooMany } = await uploadQueued(current.id);
    queue.clearDone();
    busy.current = false;
    setPhase('idle');
    if (hadImages) onSaved(current);
    if (tooMany) {
      toast.error(UPLOAD_MESSAGES.tooManyTitle, UPLOAD_MESSAGES.tooMany);
      return;
    }
    if (failures > 0) {
      toast.error(creating ? t('form.created') : t('form.updated'), t('form.imagesFailed', { count: failures }));
      return;
    }
    toast.success(
      creating ? t('form.created') : t('form.updated'),
      creating ? t('messages.auctionForm.created') : t('messages.auctionForm.updated'),
    );
    onOpenChange(false);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => void form.handleSubmit(submit)(e);

  const onRemoveExisting = async (image: AuctionImage) => {
    if (!saved) return;
    try {
      const res = await removeAuctionImage(saved.id, image.imageUrl);
      setImages(res.images);
      onSaved({ ...saved, images: res.images });
    } catch (err) {
      toast.apiError(t('form.error'), err, t('form.removeImageFailed'));
    }
  };

  const onMakePrimary = async (image: AuctionImage) => {
    if (!saved) return;
    try {
      const res = await arrangeAuctionImages(saved.id, { primaryId: image.id });
      setImages(res.images);
      onSaved({ ...saved, images: res.images });
    } catch (err) {
      toast.apiError(t('form.error'), err, t('form.primaryFailed'));
    }
  };

  const pending = phase !== 'idle';
  const fieldError = (name: FieldPath<AuctionCreateInput>) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={pending}>
      <DialogHeader>
        <DialogTitle>{isEdit ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
        <DialogDescription>{description ?? (isEdit ? t('form.editDescription') : t('form.createDescription'))}</DialogDescription>
      </DialogHeader>

      <PropertyFields form={form} fieldError={fieldError} locked={locked} mapPicker={mapPicker} />
      <SaleNoticeFields form={form} fieldError={fieldError} />
      <ScheduleFields
        form={form}
        fieldError={fieldError}
        locked={locked}
        tz={tz}
        earliestLine={earliestLine}
        startTooEarly={startTooEarly}
      />

      {canFeature ? (
        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id="auction-featured" checked={field.value === true} onCheckedChange={(c) => field.onChange(c === true)} />
              <Label htmlFor="auction-featured">{t('form.featured')}</Label>
            </div>
          )}
        />
      ) : null}

      <ImagePicker
        existing={images}
        queued={queue.queued}
        rejected={queue.rejected}
        disabled={pending}
        onAdd={(files) => queue.add(files, images.length)}
        onRemoveQueued={queue.remove}
        onRemoveExisting={onRemoveExisting}
        onMakePrimary={onMakePrimary}
      />

      {serverError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {sharedText(serverError)}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {phase === 'saving'
            ? t('form.saving')
            : phase === 'uploading'
              ? t('form.uploadingImages')
              : isEdit
                ? t('form.update')
                : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
