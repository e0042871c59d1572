import { Slider as S } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Slider({
  className,
  value,
  defaultValue,
  thumbLabels = [],
  ...props
}: ComponentProps<typeof S.Root> & { thumbLabels?: string[] }) {
  const count = (value ?? defaultValue ?? [0]).length;
  return (
    <S.Root
      className={cn('relative flex w-full touch-none items-center select-none', className)}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <S.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <S.Range className="absolute h-full bg-primary" />
      </S.Track>
      {Array.from({ length: count }, (_, i) => (
        <S.Thumb
          key={i}
          aria-label={thumbLabels[i]}
          className="block size-4 rounded-full border border-primary bg-card shadow focus-visible:outline-2 focus-visible:outline-ring"
        />
      ))}
    </S.Root>
  );
}
