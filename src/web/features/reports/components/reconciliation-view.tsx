import { DownloadIcon } from 'lucide-react';
import { formatINR } from '@shared/domain/money';
import type { Reconciliation } from '@shared/schemas/reports';
import { QueryStates } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useFormatDate } from '@web/lib/use-format-date';
import { useReportsText } from '@web/i18n/ns/reports';
import { useReconciliation } from '../api/get-reconciliation';
import { downloadCsv } from '../lib/csv';

type Line = { key: string; amount: number };
type Section = { key: 'emd' | 'sales' | 'fees'; lines: Line[] };

/** The figures in the order shown and downloaded; each line's label and caption are `reconciliation.<section>.<key>[Caption]`. */
function sectionsOf(d: Reconciliation): Section[] {
  return [
    {
      key: 'emd',
      lines: [
        { key: 'collected', amount: d.emd.collected },
        { key: 'pending', amount: d.emd.pending },
        { key: 'held', amount: d.emd.held },
        { key: 'applied', amount: d.emd.applied },
        { key: 'forfeited', amount: d.emd.forfeited },
        { key: 'refunded', amount: d.emd.refunded },
        { key: 'refundRequested', amount: d.emd.refundRequested },
        { key: 'inWallets', amount: d.emd.inWallets },
      ],
    },
    {
      key: 'sales',
      lines: [
        { key: 'grossSales', amount: d.sales.grossSales },
        { key: 'reported', amount: d.sales.reported },
        { key: 'verified', amount: d.sales.verified },
        { key: 'pending', amount: d.sales.pending },
      ],
    },
    { key: 'fees', lines: [{ key: 'platformFees', amount: d.fees.platformFees }] },
  ];
}

/** The admin's reconciliation (decision 042): where EMD, sale money and fees stand, with a CSV of the same lines. */
export function ReconciliationView() {
  const t = useReportsText();
  const formatDate = useFormatDate();
  const query = useReconciliation();
  return (
    <QueryStates
      query={query}
      what={t('reconciliation.what')}
      loading={{ count: 3, height: 'h-48', label: t('reconciliation.loading') }}
      isEmpty={() => false}
      empty={null}
    >
      {(d) => {
        const sections = sectionsOf(d);
        const values = { count: d.sales.completedCount, percent: d.fees.commissionPercent };
        const download = () =>
          downloadCsv(`neelami-reconciliation-${d.generatedAt.slice(0, 10)}.csv`, [
            [t('reconciliation.csv.section'), t('reconciliation.csv.figure'), t('reconciliation.csv.amount')],
            ...sections.flatMap((s) =>
              s.lines.map((l) => [t(`reconciliation.${s.key}.title`), t(`reconciliation.${s.key}.${l.key}`), l.amount]),
            ),
          ]);
        return (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">{t('reconciliation.asOf', { time: formatDate(d.generatedAt) })}</p>
              <Button variant="outline" onClick={download}>
                <DownloadIcon aria-hidden />
                {t('reconciliation.downloadCsv')}
              </Button>
            </div>
            {sections.map((s) => (
              <Card key={s.key}>
                <CardHeader>
                  <CardTitle>{t(`reconciliation.${s.key}.title`)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <Table aria-label={t(`reconciliation.${s.key}.title`)}>
                    <TableHeader>
                      <TableRow>
                        <TableHead>{t('reconciliation.csv.figure')}</TableHead>
                        <TableHead className="text-right">{t('reconciliation.csv.amount')}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {s.lines.map((l) => (
                        <TableRow key={l.key} data-testid={`reconciliation-${s.key}-${l.key}`}>
                          <TableCell>
                            <div className="font-medium">{t(`reconciliation.${s.key}.${l.key}`)}</div>
                            <div className="text-xs text-muted-foreground">{t(`reconciliation.${s.key}.${l.key}Caption`, values)}</div>
                          </TableCell>
                          <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">{formatINR(l.amount)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
            ))}
          </div>
        );
      }}
    </QueryStates>
  );
}
