import { useId, type ReactNode } from 'react';
import type { LatLng } from '@shared/domain/geo';
import { Button } from '@web/components/ui/button';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { CATEGORIES, INDIAN_STATES, POSSESSION_TYPES, PROPERTY_TYPES } from '@shared/domain/constants';
import type { AuctionCreate, AuctionCreateInput } from '@shared/schemas/auction-form';
import { Checkbox } from '@web/components/ui/checkbox';
import { Field } from '@web/components/ui/field';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { sharedText } from '@web/i18n/messages';
import { usePropertyTerms } from '@web/i18n/ns/common';
import { useVendorText } from '@web/i18n/ns/vendor';
import { cn } from '@web/lib/cn';

/** What each part of the auction form takes: the form, and the message of a field in error. */
export type FormPart = {
  form: UseFormReturn<AuctionCreateInput, unknown, AuctionCreate>;
  fieldError: (name: FieldPath<AuctionCreateInput>) => string | undefined;
};

/** The map the form's point is set on (another feature's, composed by the page; decision 056). */
export type MapPickerSlot = (props: { point: LatLng | null; state: string | null; onPick: (point: LatLng) => void }) => ReactNode;

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Where the property lies: its latitude and longitude, typed or set on the map; empty, the server places it at its PIN code. */
function CoordinatesFields({ form, fieldError, mapPicker }: FormPart & { mapPicker?: MapPickerSlot }) {
  const t = useVendorText();
  const hintId = useId();
  const [latitude, longitude, state] = form.watch(['latitude', 'longitude', 'state']);
  const lat = asNumber(latitude);
  const lng = asNumber(longitude);
  const point = lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;
  const set = (next: LatLng | null) => {
    form.setValue('latitude', next ? next.latitude : '', { shouldDirty: true, shouldValidate: true });
    form.setValue('longitude', next ? next.longitude : '', { shouldDirty: true, shouldValidate: true });
  };
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="float-left mb-1 w-full">
        <span className="block text-sm font-medium">{t('form.mapTitle')}</span>
        <span id={hintId} className="block text-xs text-muted-foreground">
          {t('form.mapHint')}
        </span>
      </legend>
      {mapPicker?.({ point, state: typeof state === 'string' && state ? state : null, onPick: set })}
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label={t('form.latitude')} error={fieldError('latitude')}>
          <Input type="number" inputMode="decimal" step="any" min={6} max={37.5} {...form.register('latitude', NUMBER_FIELDS)} />
        </Field>
        <Field label={t('form.longitude')} error={fieldError('longitude')}>
          <Input type="number" inputMode="decimal" step="any" min={68} max={97.5} {...form.register('longitude', NUMBER_FIELDS)} />
        </Field>
        <Button type="button" variant="outline" onClick={() => set(null)} disabled={latitude === '' && longitude === ''}>
          {t('form.clearPoint')}
        </Button>
      </div>
    </fieldset>
  );
}

const NUMBER_FIELDS = { valueAsNumber: true } as const;

/** The property: what it is, where it is, its prices and area. `locked`: the starting bid is fixed once live. */
export function PropertyFields({ form, fieldError, locked, mapPicker }: FormPart & { locked: boolean; mapPicker?: MapPickerSlot }) {
  const t = useVendorText();
  const terms = usePropertyTerms();
  return (
    <>
      <Field label={t('form.title')} error={fieldError('title')}>
        <Input {...form.register('title')} placeholder={t('form.titlePlaceholder')} />
      </Field>
      <Field label={t('form.description')} error={fieldError('description')}>
        <Textarea {...form.register('description')} rows={4} placeholder={t('form.descriptionPlaceholder')} />
      </Field>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="propertyType"
          render={({ field }) => (
            <SelectField
              label={t('form.propertyType')}
              placeholder={t('form.propertyTypePlaceholder')}
              error={fieldError('propertyType')}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              options={PROPERTY_TYPES.map((type) => ({ value: type, label: terms.propertyType(type) }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <SelectField
              label={t('form.category')}
              placeholder={t('form.noCategory')}
              error={fieldError('category')}
              value={String(field.value ?? 'none')}
              onChange={field.onChange}
              options={[{ value: 'none', label: t('form.noCategory') }, ...CATEGORIES.map((c) => ({ value: c, label: terms.category(c) }))]}
            />
          )}
        />
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('form.location')} error={fieldError('location')}>
          <Input {...form.register('location')} placeholder={t('form.locationPlaceholder')} />
        </Field>
        <Field label={t('form.address')} error={fieldError('address')}>
          <Input {...form.register('address')} placeholder={t('form.addressPlaceholder')} />
        </Field>
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <SelectField
              label={t('form.state')}
              placeholder={t('form.statePlaceholder')}
              error={fieldError('state')}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              options={INDIAN_STATES.map((s) => ({ value: s, label: s }))}
              placeNames
            />
          )}
        />
        <Field label={t('form.district')} error={fieldError('district')}>
          <Input {...form.register('district')} placeholder={t('form.districtPlaceholder')} />
        </Field>
        <Field label={t('form.locality')} error={fieldError('locality')}>
          <Input {...form.register('locality')} placeholder={t('form.localityPlaceholder')} />
        </Field>
        <Field label={t('form.pinCode')} error={fieldError('pinCode')}>
          <Input
            {...form.register('pinCode')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            placeholder={t('form.pinCodePlaceholder')}
          />
        </Field>
      </div>

      <CoordinatesFields form={form} fieldError={fieldError} mapPicker={mapPicker} />

      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field label={t('form.startingBid')} error={fieldError('startingBid')} hint={locked ? t('form.fixedOnceLive') : undefined}>
          <Input type="number" inputMode="numeric" min={1} step={1} disabled={locked} {...form.register('startingBid', NUMBER_FIELDS)} />
        </Field>
        <Field label={t('form.reservePrice')} error={fieldError('reservePrice')} hint={t('form.neverShown')}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('reservePrice', NUMBER_FIELDS)} />
        </Field>
        <Field label={t('form.emdAmount')} error={fieldError('emdAmount')}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('emdAmount', NUMBER_FIELDS)} />
        </Field>
      </div>

      <Field label={t('form.area')} error={fieldError('areaSqFt')}>
        <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('areaSqFt', NUMBER_FIELDS)} />
      </Field>
    </>
  );
}

/** The statutory sale notice's facts (SARFAESI): its date, re-sale, EMD cut-off, possession, inspection, officer, encumbrances. */
export function SaleNoticeFields({ form, fieldError }: FormPart) {
  const t = useVendorText();
  const terms = usePropertyTerms();
  return (
    <fieldset className="grid gap-4 border-t pt-4">
      <legend className="float-left mb-1 w-full pt-0">
        <span className="block font-semibold">{t('form.saleNotice')}</span>
        <span className="block text-xs text-muted-foreground">{t('form.saleNoticeRule')}</span>
      </legend>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('form.saleNoticeDate')} error={fieldError('saleNoticeDate')} hint={t('form.saleNoticeDateHint')}>
          <Input type="date" {...form.register('saleNoticeDate')} />
        </Field>
        <Controller
          control={form.control}
          name="isResale"
          render={({ field }) => (
            <div className="flex items-center gap-2 sm:mt-7">
              <Checkbox id="auction-resale" checked={field.value === true} onCheckedChange={(c) => field.onChange(c === true)} />
              <Label htmlFor="auction-resale">{t('form.resale')}</Label>
            </div>
          )}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('form.emdCutoff')} error={fieldError('emdCutoff')} hint={t('form.emdCutoffHint')}>
          <Input type="datetime-local" {...form.register('emdCutoff')} />
        </Field>
        <Controller
          control={form.control}
          name="possession"
          render={({ field }) => (
            <SelectField
              label={t('form.possession')}
              placeholder={t('form.notStated')}
              error={fieldError('possession')}
              value={String(field.value ?? 'none')}
              onChange={field.onChange}
              options={[
                { value: 'none', label: t('form.notStated') },
                ...POSSESSION_TYPES.map((p) => ({ value: p, label: terms.possession(p) })),
              ]}
            />
          )}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('form.inspectionFrom')} error={fieldError('inspectionFrom')}>
          <Input type="datetime-local" {...form.register('inspectionFrom')} />
        </Field>
        <Field label={t('form.inspectionTo')} error={fieldError('inspectionTo')}>
          <Input type="datetime-local" {...form.register('inspectionTo')} />
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('form.officer')} error={fieldError('authorisedOfficerName')} hint={t('form.officerHint')}>
          <Input {...form.register('authorisedOfficerName')} autoComplete="off" placeholder={t('form.officerPlaceholder')} />
        </Field>
        <Field label={t('form.officerPhone')} error={fieldError('authorisedOfficerPhone')}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('form.officerPhonePlaceholder')}
            {...form.register('authorisedOfficerPhone')}
          />
        </Field>
      </div>
      <Field label={t('form.encumbrances')} error={fieldError('encumbrances')} hint={t('form.encumbrancesHint')}>
        <Textarea rows={3} {...form.register('encumbrances')} placeholder={t('form.encumbrancesPlaceholder')} />
      </Field>
    </fieldset>
  );
}

/** When bidding opens and closes, in the viewer's zone, with the earliest start the sale notice allows. */
export function ScheduleFields({
  form,
  fieldError,
  locked,
  tz,
  earliestLine,
  startTooEarly,
}: FormPart & { locked: boolean; tz: string; earliestLine: string | null; startTooEarly: boolean }) {
  const t = useVendorText();
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Field label={t('form.startTime')} error={fieldError('startTime')} hint={t('form.timeZone', { zone: tz })}>
            <Input type="datetime-local" disabled={locked} {...form.register('startTime')} />
          </Field>
          {earliestLine && !locked ? (
            <p
              className={cn('text-xs font-medium', startTooEarly ? 'text-destructive' : 'text-foreground')}
              aria-live="polite"
              data-testid="earliest-start"
            >
              {earliestLine}
              {startTooEarly ? ` ${t('form.startEarlier')}` : null}
            </p>
          ) : null}
        </div>
        <Field label={t('form.endTime')} error={fieldError('endTime')} hint={t('form.timeZone', { zone: tz })}>
          <Input type="datetime-local" disabled={locked} {...form.register('endTime')} />
        </Field>
      </div>
      {locked ? <p className="text-xs text-muted-foreground">{t('messages.auctionForm.termsLocked')}</p> : null}
    </>
  );
}

/** A labelled select whose label and error are tied to the trigger (Field cannot reach inside Controller). */
function SelectField({
  label,
  placeholder,
  error,
  value,
  onChange,
  options,
  placeNames,
}: {
  label: string;
  placeholder: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** The options are place names, kept as written (decision 028). */
  placeNames?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          translate={placeNames && value ? 'no' : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value} translate={placeNames ? 'no' : undefined}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {sharedText(error)}
        </p>
      ) : null}
    </div>
  );
}
