import { PROPERTY_TYPES, type PropertyType } from '@shared/domain/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

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
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as PropertyType | 'all')}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All types</SelectItem>
        {PROPERTY_TYPES.map((t) => (
          <SelectItem key={t} value={t}>
            {t}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
