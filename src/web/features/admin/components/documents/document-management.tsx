import { CheckCircle2Icon, ClockIcon, DownloadIcon, FileTextIcon, HardDriveIcon, SearchIcon, UploadIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, type DocumentCategory, type DocumentStatus } from '@shared/domain/constants';
import { DOCUMENT_TABS, type Document, type DocumentTab } from '@shared/schemas/document';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminDocuments } from '../../api/get-admin-documents';
import { useDebounced } from '../../hooks/use-debounced';
import { formatBytes } from '../format';
import { StatCard } from '../stat-card';
import { DocumentsTable } from './documents-table';
import { ReviewDocumentDialog } from './review-document-dialog';
import { UploadDocumentDialog } from './upload-document-dialog';

const TAB_LABELS: Record<DocumentTab, string> = {
  all: 'All',
  pending: 'Pending Review',
  legal: 'Legal',
  technical: 'Technical',
  rejected: 'Rejected',
};
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Spec §2 Document Management, on real storage: cards, tabs, search, selects, upload and review. */
export function DocumentManagement() {
  const [tab, setTab] = useState<DocumentTab>('all');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<DocumentCategory | 'all'>('all');
  const [status, setStatus] = useState<DocumentStatus | 'all'>('all');
  const [uploading, setUploading] = useState(false);
  const [reviewing, setReviewing] = useState<Document | null>(null);
  const q = useDebounced(search);
  const docs = useAdminDocuments({ q, tab, category, status });
  const counts = docs.data?.counts;
  const loading = docs.isPending;
  const filtered = !!q || category !== 'all' || status !== 'all';

  const tabCount = (t: DocumentTab) => (counts ? (t === 'all' ? counts.total : counts[t]) : 0);

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
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by document name or auction"
              aria-label="Search documents"
              className="pl-9"
            />
          </div>
          <div className="grid grid-cols-2 gap-3 md:flex">
            <Select value={category} onValueChange={(v) => setCategory(v as DocumentCategory | 'all')}>
              <SelectTrigger className="md:w-40" aria-label="Filter by category">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All categories</SelectItem>
                {DOCUMENT_CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {capitalise(c)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={status} onValueChange={(v) => setStatus(v as DocumentStatus | 'all')}>
              <SelectTrigger className="md:w-40" aria-label="Filter by status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All statuses</SelectItem>
                {DOCUMENT_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {capitalise(s)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <Tabs value={tab} onValueChange={(v) => setTab(v as DocumentTab)} className="mt-4">
          <TabsList aria-label="Document groups">
            {DOCUMENT_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
                <span className="text-xs text-muted-foreground tabular-nums">({tabCount(t)})</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {DOCUMENT_TABS.map((t) => (
            <TabsContent key={t} value={t}>
              {docs.isPending ? (
                <div className="grid gap-2">
                  {Array.from({ length: 4 }, (_, i) => (
                    <Skeleton key={i} className="h-14" />
                  ))}
                </div>
              ) : docs.isError ? (
                <div className="py-10 text-center text-sm text-muted-foreground">
                  <p>Could not load documents: {docs.error.message}</p>
                  <Button variant="outline" size="sm" className="mt-2" onClick={() => void docs.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : docs.data.items.length === 0 ? (
                <div className="py-12 text-center">
                  <FileTextIcon className="mx-auto size-8 text-muted-foreground" aria-hidden />
                  <p className="mt-2 font-medium">No documents found</p>
                  <p className="text-sm text-muted-foreground">
                    {filtered ? 'Try adjusting your search or filters' : 'Upload the first document of an auction to get started'}
                  </p>
                </div>
              ) : (
                <DocumentsTable documents={docs.data.items} onReview={setReviewing} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </Card>

      <UploadDocumentDialog open={uploading} onOpenChange={setUploading} />
      <ReviewDocumentDialog document={reviewing} onOpenChange={(o) => !o && setReviewing(null)} />
    </Page>
  );
}
