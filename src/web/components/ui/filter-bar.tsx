import type { ComponentProps, ReactNode } from 'react';
import { SearchInput } from '@web/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** The search field of an admin list with its filter selects beside it (stacked on small screens). */
export function FilterBar({
  children,
  ...search
}: Omit<ComponentProps<typeof SearchInput>, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput className="flex-1" {...search} />
      <div className="grid grid-cols-2 gap-3 md:flex">{children}</div>
    </div>
  );
}

/** A filter select: `allLabel` for 'all' first, then every other value by its `optionLabel`. `label` is its accessible name. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  values,
  value,
  onValueChange,
  optionLabel,
}: {
  label: string;
  allLabel: string;
  values: readonly T[];
  /** Each value's name in the screen's language. */
  optionLabel: (value: T) => string;
  value: T | 'all';
  onValueChange: (value: T | 'all') => void;
}) {
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as T | 'all')}>
      <SelectTrigger className="md:w-40" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{allLabel}</SelectItem>
        {values
          .filter((v) => v !== 'all')
          .map((v) => (
            <SelectItem key={v} value={v}>
              {optionLabel(v)}
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}
