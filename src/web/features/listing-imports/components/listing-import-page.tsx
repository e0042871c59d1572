import { DownloadIcon, InfoIcon } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { listerStanding } from '@shared/domain/access';
import { IMPORT_MAX_ROWS } from '@shared/schemas/listing-import';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { useVendorText } from '@web/i18n/ns/vendor';
import { formatCount } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useListingImport } from '../api/get-listing-import';
import { templateFile } from '../api/listing-import-keys';
import { ImportColumns } from './import-columns';
import { ListingImportForm } from './listing-import-form';
import { ListingImportResult } from './listing-import-result';
import { RecentImports } from './recent-imports';

/** The page's query naming the import whose result is shown (a reload, or a recent import, shows it again). */
const IMPORT_PARAM = 'import';

/**
 * Bulk listing from a spreadsheet (issue 31, part 2), for approved vendors and admins: the steps, the
 * template and its columns, the upload form, the result of the import being shown, and the recent
 * imports. Imported listings are drafts, approved as any other.
 */
export function ListingImportPage() {
  const t = useVendorText();
  const { subject, role } = useSession();
  const [params, setParams] = useSearchParams();
  const currentId = params.get(IMPORT_PARAM) || null;
  const current = useListingImport(currentId);
  const formRef = useRef<HTMLFormElement>(null);
  useDocumentTitle(`${t('listingImport.title')} — Neelami`);

  const approved = listerStanding(subject) === 'ok';
  const draftsPath = role === 'admin' ? '/admin/auctions?tab=drafts' : '/vendor/auctions?tab=drafts';
  const hrefOf = (id: string) => `?${new URLSearchParams({ [IMPORT_PARAM]: id })}`;

  return (
    <Page title={t('listingImport.title')} description={t('listingImport.lead', { max: formatCount(IMPORT_MAX_ROWS) })}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <section aria-labelledby="listing-import-steps" className="grid gap-4">
            <h2 id="listing-import-steps" className="sr-only">
              {t('listingImport.stepsLabel')}
            </h2>
            <ol className="grid list-decimal gap-2 pl-5 text-sm marker:font-semibold">
              <li>{t('listingImport.step1')}</li>
              <li>{t('listingImport.step2')}</li>
              <li>{t('listingImport.step3')}</li>
            </ol>
            <div className="flex flex-wrap gap-2" data-testid="listing-import-templates">
              <Button variant="outline" asChild className="h-auto min-h-9 whitespace-normal">
                <a href={templateFile('xlsx')} download>
                  <DownloadIcon aria-hidden />
                  {t('listingImport.templateXlsx')}
                </a>
              </Button>
              <Button variant="outline" asChild className="h-auto min-h-9 whitespace-normal">
                <a href={templateFile('csv')} download>
                  <DownloadIcon aria-hidden />
                  {t('listingImport.templateCsv')}
                </a>
              </Button>
            </div>
            <ImportColumns />
          </section>

          {approved ? null : (
            <p role="note" className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
              <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{t('messages.auctionForm.vendorNotApproved')}</span>
            </p>
          )}

          <div className="rounded-lg border p-3 sm:p-4">
            <ListingImportForm
              formRef={formRef}
              disabled={!approved}
              busy={current.data?.status === 'importing'}
              onStarted={(started) =>
                setParams((p) => {
                  p.set(IMPORT_PARAM, started.id);
                  return p;
                })
              }
            />
          </div>

          {currentId ? (
            <ListingImportResult
              id={currentId}
              draftsPath={draftsPath}
              onRetry={() => formRef.current?.querySelector<HTMLInputElement>('input[name="file"]')?.focus()}
            />
          ) : null}
        </div>

        <RecentImports currentId={currentId} hrefOf={hrefOf} />
      </div>
    </Page>
  );
}
