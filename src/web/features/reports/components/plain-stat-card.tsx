import type { ReactNode } from 'react';
import { Card, CardContent } from '@web/components/ui/card';

/**
 * A report's figure: label, value and a line under it, on a roomier card than the dashboards'
 * StatCard (src/web/components/stat-card.tsx), with no loading state, icon tone or test id: a report
 * shows its figures only once the whole report has loaded.
 */
export function PlainStatCard({
  label,
  value,
  hint,
  caption,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** What a money figure sums (FIGURE_DEFINITIONS). */
  caption?: string;
  icon?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="p-5">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span>{label}</span>
          {icon}
        </div>
        <div className="tabular mt-2 text-2xl font-bold">{value}</div>
        {hint ? <div className="mt-1 text-xs text-muted-foreground">{hint}</div> : null}
        {caption ? (
          <p className="mt-2 border-t pt-2 text-xs leading-snug text-muted-foreground" data-testid="figure-caption">
            {caption}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
