import { PROPERTY_TYPES, type PropertyType } from '@shared/domain/constants';
import { PropertyTypeSelect } from '@web/components/auction/property-type-select';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { useVendorText } from '@web/i18n/ns/vendor';
import type { ManagedAuctionFilters } from '../api/get-managed-auctions';

export type AdvancedFilterValues = {
  propertyType: PropertyType | 'all';
  featuredOnly: boolean;
  withReserve: boolean;
  withBids: boolean;
};

export const NO_ADVANCED_FILTERS: AdvancedFilterValues = {
  propertyType: 'all',
  featuredOnly: false,
  withReserve: false,
  withBids: false,
};

export function countAdvancedFilters(f: AdvancedFilterValues): number {
  return (f.propertyType !== 'all' ? 1 : 0) + (f.featuredOnly ? 1 : 0) + (f.withReserve ? 1 : 0) + (f.withBids ? 1 : 0);
}

const FLAGS = ['featuredOnly', 'withReserve', 'withBids'] as const;
/** The URL keeps the same names the API takes. */
const URL_NAMES = { featuredOnly: 'featured', withReserve: 'withReserve', withBids: 'withBids' } as const;

/** Reads the filters from the page's URL; anything unknown is no filter. */
export function readAdvancedFilters(params: URLSearchParams): AdvancedFilterValues {
  const type = params.get('propertyType');
  return {
    propertyType: PROPERTY_TYPES.find((t) => t === type) ?? 'all',
    featuredOnly: params.get(URL_NAMES.featuredOnly) === 'true',
    withReserve: params.get(URL_NAMES.withReserve) === 'true',
    withBids: params.get(URL_NAMES.withBids) === 'true',
  };
}

/** Writes the filters into the page's URL, only those that are set. */
export function writeAdvancedFilters(params: URLSearchParams, f: AdvancedFilterValues): URLSearchParams {
  if (f.propertyType === 'all') params.delete('propertyType');
  else params.set('propertyType', f.propertyType);
  for (const key of FLAGS) {
    if (f[key]) params.set(URL_NAMES[key], 'true');
    else params.delete(URL_NAMES[key]);
  }
  return params;
}

/** The API query for the filters: the server narrows the rows and counts them (a box left unticked does not filter). */
export function toManagedAuctionFilters(f: AdvancedFilterValues): ManagedAuctionFilters {
  return {
    propertyType: f.propertyType === 'all' ? undefined : f.propertyType,
    featured: f.featuredOnly || undefined,
    withReserve: f.withReserve || undefined,
    withBids: f.withBids || undefined,
  };
}

/** The "Advanced Filters" sheet: property type, featured, reserve set, has bids. */
export function AdvancedFilters({
  open,
  onOpenChange,
  value,
  onChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: AdvancedFilterValues;
  onChange: (value: AdvancedFilterValues) => void;
}) {
  const t = useVendorText();
  const set = (patch: Partial<AdvancedFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <div className="grid gap-1 pr-6">
          <SheetTitle>{t('manage.advancedFilters')}</SheetTitle>
          <SheetDescription>{t('filters.hint')}</SheetDescription>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="af-type">{t('filters.propertyType')}</Label>
          <PropertyTypeSelect id="af-type" value={value.propertyType} onValueChange={(v) => set({ propertyType: v })} />
        </div>
        {FLAGS.map((key) => (
          <div key={key} className="flex items-center gap-2">
            <Checkbox id={`af-${key}`} checked={value[key]} onCheckedChange={(c) => set({ [key]: c === true })} />
            <Label htmlFor={`af-${key}`}>{t(`filters.${key}`)}</Label>
          </div>
        ))}
        <div className="mt-auto flex gap-2">
          <Button variant="outline" className="flex-1" onClick={() => onChange(NO_ADVANCED_FILTERS)}>
            {t('filters.clearAll')}
          </Button>
          <Button className="flex-1" onClick={() => onOpenChange(false)}>
            {t('filters.showResults')}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
