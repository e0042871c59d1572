import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as S } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const Select = S.Root;
export const SelectValue = S.Value;
export const SelectGroup = S.Group;

const TRIGGER =
  'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs data-[placeholder]:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';

export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof S.Trigger>) {
  return (
    <S.Trigger className={cn(TRIGGER, className)} {...props}>
      {children}
      <S.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-60" />
      </S.Icon>
    </S.Trigger>
  );
}
/**
 * A select that cannot be used yet, showing why (its placeholder): a trigger alone. NOTE: not a disabled
 * Radix Select, which renders on the server a hidden native select holding an empty, unlabelled option,
 * which HTML does not allow.
 */
export function DisabledSelect({ id, placeholder, className }: { id?: string; placeholder?: string; className?: string }) {
  return (
    <button type="button" role="combobox" aria-expanded="false" id={id} disabled data-placeholder="" className={cn(TRIGGER, className)}>
      <span>{placeholder}</span>
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden />
    </button>
  );
}

export function SelectContent({ className, children, ...props }: ComponentProps<typeof S.Content>) {
  return (
    <S.Portal>
      <S.Content
        position="popper"
        sideOffset={4}
        className={cn(
          'relative z-50 max-h-72 min-w-[8rem] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md w-[var(--radix-select-trigger-width)]',
          className,
        )}
        {...props}
      >
        <S.Viewport className="p-1">{children}</S.Viewport>
      </S.Content>
    </S.Portal>
  );
}
export function SelectItem({ className, children, ...props }: ComponentProps<typeof S.Item>) {
  return (
    <S.Item
      className={cn(
        'relative flex w-full cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none data-[highlighted]:bg-muted data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <S.ItemText>{children}</S.ItemText>
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <S.ItemIndicator>
          <CheckIcon className="size-4" />
        </S.ItemIndicator>
      </span>
    </S.Item>
  );
}
