import type { ComponentProps } from 'react';
import { TabsList, TabsTrigger } from './tabs';

/** Per-tab counts as a list returns them: `total` for the tab 'all', the tab's own key otherwise. */
export type TabCounts<T extends string> = { total: number } & { [K in Exclude<T, 'all'>]: number };

/**
 * A tab bar whose triggers show "(n)" after the label. Until the counts arrive every tab shows (0),
 * or nothing with `hideCountsWhileLoading`. The tabs filter one list rather than switch panels, so
 * each trigger controls `controls` (the list's id) instead of a tab panel that is never rendered.
 */
export function CountedTabsList<T extends string>({
  tabs,
  labels,
  counts,
  hideCountsWhileLoading,
  controls,
  ...props
}: {
  tabs: readonly T[];
  labels: Record<T, string>;
  counts: TabCounts<T> | undefined;
  hideCountsWhileLoading?: boolean;
  /** The id of the list the tabs filter. */
  controls?: string;
} & ComponentProps<typeof TabsList>) {
  return (
    <TabsList {...props}>
      {tabs.map((t) => (
        <TabsTrigger key={t} value={t} aria-controls={controls}>
          {labels[t]}
          {counts || !hideCountsWhileLoading ? (
            <span className="text-xs text-muted-foreground tabular-nums">({countOf(counts, t)})</span>
          ) : null}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

function countOf<T extends string>(counts: TabCounts<T> | undefined, t: T): number {
  if (!counts) return 0;
  return t === 'all' ? counts.total : counts[t as Exclude<T, 'all'>];
}
