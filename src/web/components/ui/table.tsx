import { createContext, use, useLayoutEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { cn } from '@web/lib/cn';

/**
 * Below the `sm` breakpoint a `stackOnPhone` table shows each row as a card: its first cell as the
 * heading, the other cells as label-and-value pairs in two columns (labelled by their column header),
 * a last cell of buttons or links (the actions) across the foot of the card. Nothing scrolls
 * sideways, so no action hides off-screen.
 */
const STACKED = [
  'max-sm:block max-sm:min-w-0',
  // The header stays for screen readers; the explicit roles keep the table's semantics once it is laid out as blocks.
  'max-sm:[&_thead]:sr-only max-sm:[&_tbody]:grid max-sm:[&_tbody]:gap-3',
  'max-sm:[&_tbody>tr]:grid max-sm:[&_tbody>tr:last-child]:border max-sm:[&_tbody>tr]:grid-cols-2 max-sm:[&_tbody>tr]:gap-x-4 max-sm:[&_tbody>tr]:gap-y-2 max-sm:[&_tbody>tr]:rounded-lg max-sm:[&_tbody>tr]:border max-sm:[&_tbody>tr]:p-3',
  'max-sm:[&_tbody_td]:min-w-0 max-sm:[&_tbody_td]:max-w-none max-sm:[&_tbody_td]:p-0 max-sm:[&_tbody_td]:text-left max-sm:[&_tbody_td]:whitespace-normal max-sm:[&_tbody_td]:[overflow-wrap:anywhere]',
  // Long titles and e-mails wrap instead of being cut off.
  'max-sm:[&_tbody_td_.truncate]:whitespace-normal max-sm:[&_tbody_td_.truncate]:[overflow-wrap:anywhere]',
  "max-sm:[&_tbody_td]:before:block max-sm:[&_tbody_td]:before:text-xs max-sm:[&_tbody_td]:before:font-sans max-sm:[&_tbody_td]:before:font-normal max-sm:[&_tbody_td]:before:text-muted-foreground max-sm:[&_tbody_td]:before:content-[attr(data-label)_/_'']",
  'max-sm:[&_tbody_td:first-child]:col-span-2 max-sm:[&_tbody_td:first-child]:before:hidden',
  // A last cell holding buttons or links is the row's actions: a footer of the card, without a label.
  'max-sm:[&_tbody_td:last-child:has(button,a)]:col-span-2 max-sm:[&_tbody_td:last-child:has(button,a)]:border-t max-sm:[&_tbody_td:last-child:has(button,a)]:pt-2 max-sm:[&_tbody_td:last-child:has(button,a)]:before:hidden',
  'max-sm:[&_tbody_td:last-child:has(button,a)>div]:justify-start max-sm:[&_tbody_td:last-child:has(button,a)>div]:flex-wrap',
].join(' ');

/**
 * Labels each body cell of `table` with its column's header text, as the header reads once rendered
 * (so a translated header labels its cells too), and again whenever rows or headers change.
 */
function useCellLabels(table: RefObject<HTMLTableElement | null>, on: boolean) {
  useLayoutEffect(() => {
    const el = table.current;
    if (!on || !el) return;
    const label = () => {
      const heads = Array.from(el.tHead?.rows[0]?.cells ?? [], (c) => c.textContent?.trim() ?? '');
      for (const body of Array.from(el.tBodies))
        for (const row of Array.from(body.rows))
          for (const cell of Array.from(row.cells)) {
            const text = heads[cell.cellIndex] ?? '';
            if (cell.dataset.label !== text) cell.dataset.label = text;
          }
    };
    label();
    // NOTE: only rows and texts are watched, not attributes, so labelling does not wake the observer.
    const observer = new MutationObserver(label);
    observer.observe(el, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [table, on]);
}

/** Whether the table is stacked on phones: its parts then carry their roles explicitly. */
const Stacked = createContext(false);

export function Table({ className, stackOnPhone = false, ...props }: ComponentProps<'table'> & { stackOnPhone?: boolean }) {
  const ref = useRef<HTMLTableElement>(null);
  useCellLabels(ref, stackOnPhone);
  return (
    <div className="relative w-full overflow-x-auto">
      <Stacked value={stackOnPhone}>
        <table
          ref={ref}
          role={stackOnPhone ? 'table' : undefined}
          className={cn('w-full caption-bottom text-sm', className, stackOnPhone && STACKED)}
          {...props}
        />
      </Stacked>
    </div>
  );
}
/** The role a part of a stacked table states, since a table laid out as blocks may lose it in some browsers. */
const useRole = (role: string) => (use(Stacked) ? role : undefined);
export const TableHeader = ({ className, ...p }: ComponentProps<'thead'>) => (
  <thead role={useRole('rowgroup')} className={cn('[&_tr]:border-b', className)} {...p} />
);
export const TableBody = ({ className, ...p }: ComponentProps<'tbody'>) => (
  <tbody role={useRole('rowgroup')} className={cn('[&_tr:last-child]:border-0', className)} {...p} />
);
export const TableRow = ({ className, ...p }: ComponentProps<'tr'>) => (
  <tr role={useRole('row')} className={cn('border-b transition-colors hover:bg-muted/50', className)} {...p} />
);
export const TableHead = ({ className, ...p }: ComponentProps<'th'>) => (
  <th
    role={useRole('columnheader')}
    className={cn('h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
    {...p}
  />
);
export const TableCell = ({ className, ...p }: ComponentProps<'td'>) => (
  <td role={useRole('cell')} className={cn('p-3 align-middle', className)} {...p} />
);
