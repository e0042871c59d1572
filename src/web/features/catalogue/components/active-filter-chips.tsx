import { XIcon } from 'lucide-react';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@web/lib/ui-settings';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import type { AuctionFilters, FilterStatus } from '../hooks/use-listing-params';
import { priceLabel } from './price-label';
import { usePropertyTerms } from '@web/i18n/ns/common';

type Chip = { key: string; label: string; clear: Partial<AuctionFilters> };

/** Active filters as removable chips (spec §2), plus Clear All when there is more than one. */
export function ActiveFilterChips({
  filters,
  defaultStatus,
  sellerName,
  onChange,
  onClearAll,
}: {
  filters: AuctionFilters;
  defaultStatus: FilterStatus;
  /** A seller's name by id; undefined while the sellers load. */
  sellerName: (id: string) => string | undefined;
  onChange: (patch: Partial<AuctionFilters>) => void;
  onClearAll: () => void;
}) {
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  const chips: Chip[] = [];
  if (filters.q.trim()) chips.push({ key: 'q', label: t('listing.chip.search', { value: filters.q.trim() }), clear: { q: '' } });
  if (filters.status !== defaultStatus)
    chips.push({
      key: 'status',
      label: t('listing.chip.status', { value: t(`filterStatus.${filters.status}`) }),
      clear: { status: defaultStatus },
    });
  if (filters.propertyType)
    chips.push({
      key: 'propertyType',
      label: t('listing.chip.type', { value: terms.propertyType(filters.propertyType) }),
      clear: { propertyType: '' },
    });
  if (filters.category)
    chips.push({
      key: 'category',
      label: t('listing.chip.category', { value: terms.category(filters.category) }),
      clear: { category: '' },
    });
  if (filters.location)
    chips.push({ key: 'location', label: t('listing.chip.location', { value: filters.location }), clear: { location: '' } });
  // Removing the state removes its district too (a district lies in one state).
  if (filters.state)
    chips.push({ key: 'state', label: t('listing.chip.state', { value: filters.state }), clear: { state: '', district: '' } });
  if (filters.district)
    chips.push({ key: 'district', label: t('listing.chip.district', { value: filters.district }), clear: { district: '' } });
  if (filters.seller)
    chips.push({
      key: 'seller',
      label: t('listing.chip.seller', { value: sellerName(filters.seller) ?? t('listing.chip.selectedSeller') }),
      clear: { seller: '' },
    });
  if (filters.possession)
    chips.push({
      key: 'possession',
      label: t('listing.chip.possession', { value: terms.possession(filters.possession) }),
      clear: { possession: '' },
    });
  if (filters.near) chips.push({ key: 'near', label: t('listing.chip.near', { km: filters.km, pin: filters.near }), clear: { near: '' } });
  if (filters.minPrice > PRICE_SLIDER_MIN || filters.maxPrice < PRICE_SLIDER_MAX)
    chips.push({
      key: 'price',
      label: t('listing.chip.price', { min: priceLabel(filters.minPrice, 'min'), max: priceLabel(filters.maxPrice, 'max') }),
      clear: { minPrice: PRICE_SLIDER_MIN, maxPrice: PRICE_SLIDER_MAX },
    });
  if (chips.length === 0) return null;

  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t('listing.activeFilters')}>
      {chips.map((c) => (
        <li key={c.key}>
          <span className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
            {c.label}
            <button
              type="button"
              onClick={() => onChange(c.clear)}
              className="grid size-6 place-items-center rounded-full hover:bg-muted"
              aria-label={t('listing.removeFilter', { label: c.label })}
            >
              <XIcon className="size-3.5" aria-hidden />
            </button>
          </span>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Button variant="link" size="sm" onClick={onClearAll}>
            {t('listing.clearAll')}
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
