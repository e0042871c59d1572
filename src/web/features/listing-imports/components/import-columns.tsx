import { ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { CATEGORIES, POSSESSION_TYPES, PROPERTY_TYPES } from '@shared/domain/constants';
import { IMPORT_COLUMNS } from '@shared/schemas/listing-import';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useVendorText } from '@web/i18n/ns/vendor';

/** The values a list column takes, written in English as the template wants them. */
const VALUES: Partial<Record<string, readonly string[]>> = {
  property_type: PROPERTY_TYPES,
  category: CATEGORIES,
  possession: POSSESSION_TYPES,
};

/**
 * "The template's columns", folded: each column's header as the template prints it, whether it is
 * required, what it takes (in the page's language) and an example, written from `IMPORT_COLUMNS`.
 */
export function ImportColumns() {
  const t = useVendorText();
  const ids = useId();
  return (
    <details className="group rounded-lg border" data-testid="listing-import-columns">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none" aria-hidden />
        {t('listingImport.columns.title')}
      </summary>
      <div className="border-t px-4 pt-3 pb-4">
        <p id={`${ids}-hint`} className="mb-3 text-sm text-muted-foreground">
          {t('listingImport.columns.hint')}
        </p>
        <Table stackOnPhone aria-describedby={`${ids}-hint`}>
          <caption className="sr-only">{t('listingImport.columns.title')}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('listingImport.columns.column')}</TableHead>
              <TableHead scope="col">{t('listingImport.columns.needed')}</TableHead>
              <TableHead scope="col">{t('listingImport.columns.takes')}</TableHead>
              <TableHead scope="col">{t('listingImport.columns.example')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {IMPORT_COLUMNS.map((column) => {
              const values = VALUES[column.header];
              return (
                <TableRow key={column.header}>
                  <TableCell className="font-mono text-xs font-semibold [overflow-wrap:anywhere]" translate="no">
                    {column.header}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {column.required ? t('listingImport.columns.required') : t('listingImport.columns.optional')}
                  </TableCell>
                  <TableCell className="min-w-48">
                    {t(`listingImport.takes.${column.header}`, {
                      defaultValue: column.takes,
                      values: values?.join(', ') ?? '',
                    })}
                  </TableCell>
                  <TableCell className="font-mono text-xs [overflow-wrap:anywhere]" translate="no">
                    {column.example}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
