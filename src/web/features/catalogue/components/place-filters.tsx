import { useId } from 'react';
import { POSSESSION_TYPES, type IndianState, type PossessionType } from '@shared/domain/constants';
import { type AuctionListCounts, type Seller } from '@shared/schemas/auction';
import { Label } from '@web/components/ui/label';
import { DisabledSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import type { AuctionFilters } from '../hooks/use-listing-params';
import { usePropertyTerms } from '@web/i18n/ns/common';

const ALL = 'all';

const counted = (name: string, n: number | undefined) => (n === undefined ? name : `${name} (${n.toLocaleString('en-IN')})`);

/** Facet options by name, keeping the chosen one even when nothing matches it now (so the select still shows it). */
function facetOptions(facet: Record<string, number> | undefined, chosen: string): [string, number | undefined][] {
  const entries: [string, number | undefined][] = Object.entries(facet ?? {});
  if (chosen && !entries.some(([k]) => k === chosen)) entries.push([chosen, 0]);
  return entries.sort(([a], [b]) => a.localeCompare(b, 'en-IN'));
}

function FacetSelect({
  label,
  allLabel,
  value,
  options,
  disabled,
  placeholder,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  /** `translate`: the label is a catalogue text (place and seller names are not). */
  options: { value: string; label: string; translate?: boolean }[];
  disabled?: boolean;
  placeholder?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {disabled ? (
        <DisabledSelect id={id} placeholder={placeholder} className="h-10 min-w-0 [&>span]:truncate" />
      ) : (
        <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)}>
          <SelectTrigger id={id} className="h-10 min-w-0 [&>span]:truncate">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{allLabel}</SelectItem>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value} translate={o.translate ? undefined : 'no'}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </div>
  );
}

/**
 * Find by place and seller (issue 13): State and District with the listing's facet counts (a
 * district once a state is chosen), Bank / seller and Possession. Each choice applies at once.
 */
export function PlaceFilters({
  filters,
  counts,
  sellers,
  onChange,
}: {
  filters: AuctionFilters;
  /** The listing's counts for the current filters; undefined while the first page loads. */
  counts: AuctionListCounts | undefined;
  /** Undefined while loading. */
  sellers: Seller[] | undefined;
  onChange: (patch: Partial<AuctionFilters>) => void;
}) {
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  const states = facetOptions(counts?.byState, filters.state);
  const districts = facetOptions(counts?.byDistrict, filters.district);
  const sellerOptions: { value: string; label: string; translate?: boolean }[] = (sellers ?? []).map((s) => ({
    value: s.id,
    label: counted(s.name, s.auctions),
  }));
  if (filters.seller && !sellerOptions.some((o) => o.value === filters.seller))
    sellerOptions.push({ value: filters.seller, label: t('listing.unknownSeller'), translate: true });

  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" role="group" aria-label={t('listing.placeAndSeller')}>
      <FacetSelect
        label={t('listing.state')}
        allLabel={t('listing.allStates')}
        value={filters.state}
        disabled={!counts}
        placeholder={t('listing.loading')}
        options={states.map(([s, n]) => ({ value: s, label: counted(s, n) }))}
        // A district lies in one state: another state starts without one.
        onChange={(state) => onChange({ state: state as IndianState | '', district: '' })}
      />
      <FacetSelect
        label={t('listing.district')}
        allLabel={t('listing.allDistricts')}
        value={filters.district}
        disabled={!filters.state || !counts}
        placeholder={filters.state ? t('listing.loading') : t('listing.chooseStateFirst')}
        options={districts.map(([d, n]) => ({ value: d, label: counted(d, n) }))}
        onChange={(district) => onChange({ district })}
      />
      <FacetSelect
        label={t('listing.seller')}
        allLabel={t('listing.allSellers')}
        value={filters.seller}
        disabled={!sellers}
        placeholder={t('listing.loading')}
        options={sellerOptions}
        onChange={(seller) => onChange({ seller })}
      />
      <FacetSelect
        label={t('listing.possession')}
        allLabel={t('listing.anyPossession')}
        value={filters.possession}
        options={POSSESSION_TYPES.map((p) => ({ value: p, label: terms.possession(p), translate: true }))}
        onChange={(possession) => onChange({ possession: possession as PossessionType | '' })}
      />
    </div>
  );
}
