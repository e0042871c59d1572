import { CheckCircle2Icon, ClockIcon, DownloadIcon, FileTextIcon, HardDriveIcon, UploadIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, type DocumentCategory, type DocumentStatus } from '@shared/domain/constants';
import { DOCUMENT_TABS, type Document, type DocumentTab } from '@shared/schemas/document';
import { Page } from '@web/components/layout/page';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CountedTabsList } from '@web/components/ui/counted-tabs-list';
import { Tabs, TabsContent } from '@web/components/ui/tabs';
import { useDocuments } from '../api/get-documents';
import { useDebounced } from '@web/lib/use-debounced';
import { FilterBar, FilterSelect } from '@web/components/ui/filter-bar';
import { formatBytes } from '@web/lib/format';
import { StatCard } from '@web/components/stat-card';
import { useVendorText } from '@web/i18n/ns/vendor';
import { DocumentsTable } from './documents-table';
import { ReviewDocumentDialog } from './review-document-dialog';
import { UploadDocumentDialog, type AuctionSelectSlot } from './upload-document-dialog';

const TAB_LABEL_KEYS: Record<DocumentTab, string> = {
  all: 'documents.tabAll',
  pending: 'documents.pendingReview',
  legal: 'documents.tabLegal',
  technical: 'documents.tabTechnical',
  rejected: 'documents.rejected',
};

/** Spec §2 Document Management, on real storage: cards, tabs, search, selects, upload and review. */
export function DocumentManagement({ auctionSelect }: { auctionSelect: AuctionSelectSlot }) {
  const t = useVendorText();
  const tabLabels = Object.fromEntries(DOCUMENT_TABS.map((k) => [k, t(TAB_LABEL_KEYS[k])])) as Record<DocumentTab, string>;
  const [tab, setTab] = useState<DocumentTab>('all');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<DocumentCategory | 'all'>('all');
  const [status, setStatus] = useState<DocumentStatus | 'all'>('all');
  const [uploading, setUploading] = useState(false);
  const [reviewing, setReviewing] = useState<Document | null>(null);
  const q = useDebounced(search);
  const docs = useDocuments({ q, tab, category, status });
  const counts = docs.data?.counts;
  const loading = docs.isPending;
  const filtered = !!q || category !== 'all' || status !== 'all';

  return (
    <Page
      title={t('documents.title')}
      description={t('documents.description')}
      actions={
        <Button onClick={() => setUploading(true)}>
          <UploadIcon aria-hidden />
          {t('documents.upload')}
        </Button>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <StatCard label={t('documents.total')} value={counts?.total ?? 0} icon={FileTextIcon} tone="primary" loading={loading} />
        <StatCard label={t('documents.pendingReview')} value={counts?.pending ?? 0} icon={ClockIcon} tone="warning" loading={loading} />
        <StatCard label={t('documents.approved')} value={counts?.approved ?? 0} icon={CheckCircle2Icon} tone="live" loading={loading} />
        <StatCard label={t('documents.rejected')} value={counts?.rejected ?? 0} icon={XCircleIcon} tone="destructive" loading={loading} />
        <StatCard label={t('documents.downloads')} value={counts?.totalDownloads ?? 0} icon={DownloadIcon} loading={loading} />
        <StatCard
          label={t('documents.storage')}
          value={<span translate="no">{formatBytes(counts?.totalBytes ?? 0)}</span>}
          icon={HardDriveIcon}
          loading={loading}
        />
      </div>

      <Card className="mt-6 p-4">
        <FilterBar
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('documents.searchPlaceholder')}
          aria-label={t('documents.searchLabel')}
        >
          <FilterSelect
            label={t('documents.filterCategory')}
            allLabel={t('documents.allCategories')}
            values={DOCUMENT_CATEGORIES}
            optionLabel={(c) => t(`documentCategory.${c}`)}
            value={category}
            onValueChange={setCategory}
          />
          <FilterSelect
            label={t('documents.filterStatus')}
            allLabel={t('documents.allStatuses')}
            values={DOCUMENT_STATUSES}
            optionLabel={(s) => t(`documentStatus.${s}`)}
            value={status}
            onValueChange={setStatus}
          />
        </FilterBar>

        <Tabs value={tab} onValueChange={(v) => setTab(v as DocumentTab)} className="mt-4">
          <CountedTabsList aria-label={t('documents.groups')} tabs={DOCUMENT_TABS} labels={tabLabels} counts={counts} />
          {DOCUMENT_TABS.map((k) => (
            <TabsContent key={k} value={k}>
              <QueryStates
                query={docs}
                what={t('documents.what')}
                loading={{ count: 4, height: 'h-14' }}
                isEmpty={(d) => d.items.length === 0}
                empty={
                  <EmptyState
                    icon={FileTextIcon}
                    title={t('documents.none')}
                    hint={filtered ? t('documents.tryAdjusting') : t('documents.uploadFirst')}
                  />
                }
              >
                {(d) => <DocumentsTable documents={d.items} onReview={setReviewing} />}
              </QueryStates>
            </TabsContent>
          ))}
        </Tabs>
      </Card>

      <UploadDocumentDialog open={uploading} onOpenChange={setUploading} auctionSelect={auctionSelect} />
      <ReviewDocumentDialog document={reviewing} onOpenChange={(o) => !o && setReviewing(null)} />
    </Page>
  );
}
