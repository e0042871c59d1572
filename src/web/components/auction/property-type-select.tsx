import { PROPERTY_TYPES, type PropertyType } from '@shared/domain/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { usePropertyTerms } from '@web/i18n/ns/common';

/** A property-type filter: "All types", then every type. `id` ties it to the caller's Label. */
export function PropertyTypeSelect({
  id,
  value,
  onValueChange,
}: {
  id: string;
  value: PropertyType | 'all';
  onValueChange: (value: PropertyType | 'all') => void;
}) {
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as PropertyType | 'all')}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{t('listing.allTypes')}</SelectItem>
        {PROPERTY_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {terms.propertyType(type)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
