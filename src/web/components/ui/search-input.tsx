import { SearchIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './input';

/** A search field with the magnifier inside it; className sizes the wrapper (e.g. `flex-1`, `md:w-72`). */
export function SearchInput({ className, inputClassName, ...props }: Omit<ComponentProps<'input'>, 'type'> & { inputClassName?: string }) {
  return (
    <div className={cn('relative', className)}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input type="search" className={cn('pl-9', inputClassName)} {...props} />
    </div>
  );
}
