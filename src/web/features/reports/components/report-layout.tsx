import type { ReactNode } from 'react';
import type { ReportQuery } from '@shared/schemas/reports';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { insightText, useReportsText } from '@web/i18n/ns/reports';
import { ReportToolbar } from './report-toolbar';

/** Title, toolbar and the loading / error states every report shares. */
export function ReportLayout({
  title,
  description,
  query,
  onChange,
  onExport,
  status,
  onRetry,
  children,
}: {
  title: string;
  description: string;
  query: ReportQuery;
  onChange: (next: Partial<ReportQuery>) => void;
  onExport: () => void;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useReportsText();
  return (
    <Page
      title={title}
      description={description}
      actions={<ReportToolbar query={query} onChange={onChange} onExport={onExport} exportDisabled={status !== 'success'} />}
    >
      {status === 'pending' ? (
        <div className="grid gap-4" aria-busy="true" aria-label={t('layout.loading')}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
          <Skeleton className="h-80" />
        </div>
      ) : status === 'error' ? (
        <div className="rounded-xl border p-8 text-center">
          <p>{t('layout.loadError')}</p>
          <Button className="mt-4" onClick={onRetry}>
            {t('layout.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6">{children}</div>
      )}
    </Page>
  );
}

/** A titled card of a report (a chart, a table or a list). */
export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The report's insights, as the server words them in English, in the current language. */
export function Insights({ items }: { items: string[] }) {
  const t = useReportsText();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="insights-h" className="rounded-xl border bg-card p-5">
      <h2 id="insights-h" className="text-base font-semibold">
        {t('layout.insights')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {items.map((i) => (
          <li key={i}>{insightText(t, i)}</li>
        ))}
      </ul>
    </section>
  );
}
