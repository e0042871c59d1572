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
import { DocumentsTable } from './documents-table';
import { ReviewDocumentDialog } from './review-document-dialog';
import { UploadDocumentDialog, type AuctionSelectSlot } from './upload-document-dialog';

const TAB_LABELS: Record<DocumentTab, string> = {
  all: 'All',
  pending: 'Pending Review',
  legal: 'Legal',
  technical: 'Technical',
  rejected: 'Rejected',
};

/** Spec §2 Document Management, on real storage: cards, tabs, search, selects, upload and review. */
export function DocumentManagement({ auctionSelect }: { auctionSelect: AuctionSelectSlot }) {
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
      title="Document Management"
      description="Sale notices, title deeds, surveys and valuations of every auction. Approved public documents appear on the auction's Legal Info tab."
      actions={
        <Button onClick={() => setUploading(true)}>
          <UploadIcon aria-hidden />
          Upload Document
        </Button>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <StatCard label="Total Documents" value={counts?.total ?? 0} icon={FileTextIcon} tone="primary" loading={loading} />
        <StatCard label="Pending Review" value={counts?.pending ?? 0} icon={ClockIcon} tone="warning" loading={loading} />
        <StatCard label="Approved" value={counts?.approved ?? 0} icon={CheckCircle2Icon} tone="live" loading={loading} />
        <StatCard label="Rejected" value={counts?.rejected ?? 0} icon={XCircleIcon} tone="destructive" loading={loading} />
        <StatCard label="Downloads" value={counts?.totalDownloads ?? 0} icon={DownloadIcon} loading={loading} />
        <StatCard label="Storage" value={formatBytes(counts?.totalBytes ?? 0)} icon={HardDriveIcon} loading={loading} />
      </div>

      <Card className="mt-6 p-4">
        <FilterBar
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by document name or auction"
          aria-label="Search documents"
        >
          <FilterSelect
            label="Filter by category"
            allLabel="All categories"
            values={DOCUMENT_CATEGORIES}
            value={category}
            onValueChange={setCategory}
          />
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            values={DOCUMENT_STATUSES}
            value={status}
            onValueChange={setStatus}
          />
        </FilterBar>

        <Tabs value={tab} onValueChange={(v) => setTab(v as DocumentTab)} className="mt-4">
          <CountedTabsList aria-label="Document groups" tabs={DOCUMENT_TABS} labels={TAB_LABELS} counts={counts} />
          {DOCUMENT_TABS.map((t) => (
            <TabsContent key={t} value={t}>
              <QueryStates
                query={docs}
                what="documents"
                loading={{ count: 4, height: 'h-14' }}
                isEmpty={(d) => d.items.length === 0}
                empty={
                  <EmptyState
                    icon={FileTextIcon}
                    title="No documents found"
                    hint={filtered ? 'Try adjusting your search or filters' : 'Upload the first document of an auction to get started'}
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
