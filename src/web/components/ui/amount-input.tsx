import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onValueChange: (value: number | null) => void;
};

const MAX_DIGITS = 15;

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** Indian digit grouping without the symbol: 1,25,00,000. */
const groupDigits = (amount: number) => grouping.format(amount);

/**
 * A rupee amount typed with Indian grouping (1,25,00,000) as the user types; numeric keyboard on
 * phones. The caret stays after the same digit when the grouping commas move.
 */
export function AmountInput({ value, onValueChange, className, ...props }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const text = value === null ? '' : groupDigits(value);

  useLayoutEffect(() => {
    const el = ref.current;
    const digits = caretDigits.current;
    if (!el || digits === null || document.activeElement !== el) return;
    caretDigits.current = null;
    let pos = 0;
    for (let seen = 0; pos < text.length && seen < digits; pos++) if (/\d/.test(text[pos]!)) seen++;
    el.setSelectionRange(pos, pos);
  }, [text]);

  return (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-muted-foreground">
        ₹
      </span>
      <Input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        className={cn('tabular h-11 pl-7 text-lg font-semibold', className)}
        value={text}
        onChange={(e) => {
          const raw = e.target.value;
          const caret = e.target.selectionStart ?? raw.length;
          caretDigits.current = raw.slice(0, caret).replace(/\D/g, '').length;
          const digits = raw
            .replace(/\D/g, '')
            .replace(/^0+(?=\d)/, '')
            .slice(0, MAX_DIGITS);
          onValueChange(digits ? Number(digits) : null);
        }}
        {...props}
      />
    </div>
  );
}
