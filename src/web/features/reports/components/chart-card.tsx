import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ReportCard } from './report-layout';

export type SeriesDef = { key: string; label: string; color: string; format?: (v: number) => string };

/** A bar chart over the period's buckets; the figures are also listed for screen readers. */
export function ChartCard({
  title,
  data,
  series,
  footer,
}: {
  title: string;
  data: Record<string, number | string>[];
  series: SeriesDef[];
  footer?: ReactNode;
}) {
  const fmt = series[0]?.format ?? ((v: number) => v.toLocaleString('en-IN'));
  return (
    <ReportCard title={title}>
      <div className="h-64" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            {/* The axes take only the room their labels need and skip labels that would touch: a phone keeps its width for the bars. */}
            <XAxis
              dataKey="label"
              interval="preserveStartEnd"
              minTickGap={12}
              tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
            />
            <YAxis
              tickFormatter={(v: number) => fmt(v)}
              width="auto"
              tickCount={4}
              tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
            />
            <Tooltip
              formatter={(v, name) => {
                const s = series.find((x) => x.label === name);
                return (s?.format ?? fmt)(Number(v));
              }}
              contentStyle={{ background: 'var(--color-popover)', border: '1px solid var(--color-border)', borderRadius: 8 }}
            />
            {/* Our own legend: Recharts' labels its swatches "<name> legend icon", in English. */}
            {series.length > 1 ? (
              <Legend
                content={() => (
                  <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs text-muted-foreground">
                    {series.map((s) => (
                      <li key={s.key} className="flex items-center gap-1.5">
                        <span className="size-2.5 rounded-sm" style={{ background: s.color }} />
                        {s.label}
                      </li>
                    ))}
                  </ul>
                )}
              />
            ) : null}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[4, 4, 0, 0]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={String(d.label)}>
              {/* The period's date, not words. */}
              <th scope="row" data-i18n-skip>
                {d.label}
              </th>
              {series.map((s) => (
                <td key={s.key}>
                  {s.label}: {(s.format ?? fmt)(Number(d[s.key] ?? 0))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </ReportCard>
  );
}
