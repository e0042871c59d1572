import { SlidersHorizontalIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CATEGORIES, FILTER_LOCATIONS, PROPERTY_TYPES } from '@shared/domain/constants';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_STEP } from '@web/lib/ui-settings';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { Slider } from '@web/components/ui/slider';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { EMPTY_FILTERS, FILTER_STATUSES, type AuctionFilters, type FilterStatus } from '../hooks/use-listing-params';
import { priceLabel } from './price-label';
import { usePropertyTerms } from '@web/i18n/ns/common';

const ALL = 'all';

export const STATUS_LABELS: Record<FilterStatus, string> = {
  all: 'All',
  live: 'Live',
  upcoming: 'Upcoming',
  ended: 'Ended',
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function OptionSelect({
  id,
  value,
  options,
  label,
  onChange,
}: {
  id: string;
  value: string;
  options: readonly string[];
  /** An option's name in the current language; a place name shows as it is. */
  label?: (option: string) => string;
  onChange: (v: string) => void;
}) {
  const t = useAuctionsText();
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('listing.all')}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o} value={o} translate={label ? undefined : 'no'}>
            {label ? label(o) : o}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** How many filters differ from the page's defaults (shown on the trigger). */
export function activeFilterCount(f: AuctionFilters, defaultStatus: FilterStatus): number {
  return [
    f.status !== defaultStatus,
    !!f.propertyType,
    !!f.category,
    !!f.location,
    f.minPrice > PRICE_SLIDER_MIN || f.maxPrice < PRICE_SLIDER_MAX,
  ].filter(Boolean).length;
}

/**
 * Spec §2 "Filter Auctions" sheet: status, property type, category, location, price range,
 * Clear All and Apply Filters. Changes are drafted here and applied together.
 */
export function FilterSheet({
  filters,
  defaultStatus,
  onApply,
}: {
  filters: AuctionFilters;
  defaultStatus: FilterStatus;
  onApply: (filters: Omit<AuctionFilters, 'q'>) => void;
}) {
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const active = activeFilterCount(filters, defaultStatus);
  const set = (patch: Partial<AuctionFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const apply = (f: AuctionFilters) => {
    const { q: _q, ...rest } = f;
    onApply(rest);
    setOpen(false);
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => {
        if (o) setDraft(filters);
        setOpen(o);
      }}
    >
      <SheetTrigger asChild>
        <Button variant="outline" className="h-10 shrink-0">
          <SlidersHorizontalIcon aria-hidden />
          {t('listing.filters')}
          {active ? (
            <Badge variant="default" className="ml-0.5 px-1.5">
              <span aria-hidden>{active}</span>
              <span className="sr-only">{t('listing.filtersActive', { count: String(active) })}</span>
            </Badge>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby="filter-sheet-description">
        <div>
          <SheetTitle>{t('listing.filterTitle')}</SheetTitle>
          <SheetDescription id="filter-sheet-description">{t('listing.filterHint')}</SheetDescription>
        </div>
        <div className="flex flex-1 flex-col gap-5">
          <Field id="filter-status" label={t('listing.auctionStatusField')}>
            <Select value={draft.status} onValueChange={(v) => set({ status: v as FilterStatus })}>
              <SelectTrigger id="filter-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FILTER_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`filterStatus.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="filter-property-type" label={t('listing.propertyTypeField')}>
            <OptionSelect
              id="filter-property-type"
              value={draft.propertyType}
              options={PROPERTY_TYPES}
              label={(o) => terms.propertyType(o)}
              onChange={(propertyType) => set({ propertyType })}
            />
          </Field>
          <Field id="filter-category" label={t('listing.categoryField')}>
            <OptionSelect
              id="filter-category"
              value={draft.category}
              options={CATEGORIES}
              label={(o) => terms.category(o)}
              onChange={(category) => set({ category })}
            />
          </Field>
          <Field id="filter-location" label={t('listing.locationField')}>
            <OptionSelect
              id="filter-location"
              value={draft.location}
              options={FILTER_LOCATIONS}
              onChange={(location) => set({ location })}
            />
          </Field>
          <div className="space-y-3">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-sm font-medium" id="filter-price-label">
                {t('listing.priceRange')}
              </span>
              <span className="tabular text-sm text-muted-foreground" aria-live="polite">
                {priceLabel(draft.minPrice, 'min')} – {priceLabel(draft.maxPrice, 'max')}
              </span>
            </div>
            <Slider
              aria-labelledby="filter-price-label"
              min={PRICE_SLIDER_MIN}
              max={PRICE_SLIDER_MAX}
              step={PRICE_SLIDER_STEP}
              minStepsBetweenThumbs={1}
              value={[draft.minPrice, draft.maxPrice]}
              onValueChange={(v) => set({ minPrice: v[0] ?? PRICE_SLIDER_MIN, maxPrice: v[1] ?? PRICE_SLIDER_MAX })}
              thumbLabels={[t('listing.minPrice'), t('listing.maxPrice')]}
              className="py-2"
            />
            <div className="tabular flex justify-between text-xs text-muted-foreground" aria-hidden>
              <span>{priceLabel(PRICE_SLIDER_MIN, 'min')}</span>
              <span>{priceLabel(PRICE_SLIDER_MAX, 'max')}</span>
            </div>
          </div>
        </div>
        <div className="flex gap-2 border-t pt-4">
          <Button variant="outline" className="flex-1" onClick={() => apply(EMPTY_FILTERS(defaultStatus))}>
            {t('listing.clearAll')}
          </Button>
          <Button className="flex-1" onClick={() => apply(draft)}>
            {t('listing.applyFilters')}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
