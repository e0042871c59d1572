import { EyeIcon, GavelIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { auctionEditStanding, listerStanding } from '@shared/domain/access';
import { formatINR } from '@shared/domain/money';
import { AUCTION_TABS, type AuctionTab, type ManagedAuction } from '@shared/schemas/auction-form';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { Page } from '@web/components/layout/page';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DeleteIconButton } from '@web/components/ui/delete-icon-button';
import { CountedTabsList } from '@web/components/ui/counted-tabs-list';
import { SearchInput } from '@web/components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs } from '@web/components/ui/tabs';
import { useVendorText } from '@web/i18n/ns/vendor';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useDebounced } from '@web/lib/use-debounced';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { managedAuctionKeys } from '../api/managed-auction-keys';
import { useDeleteAuction } from '../api/delete-auction';
import { useMyListings } from '../api/get-my-listings';
import { AuctionFormDialog } from './auction-form-dialog';
import { usePropertyTerms } from '@web/i18n/ns/common';
import { useFormatDate } from '@web/lib/use-format-date';

/**
 * The vendor's own listings (spec §6: a vendor sees only auctions they created), with their
 * reserve prices. A verified vendor lists a property as a draft that an admin approves, and may
 * change or withdraw it while it is still a draft (auctionEditStanding). `banner` (the approval
 * notice), `footer` (the buyers awaiting approval) and `rowActions` (e.g. a listing's documents)
 * come from other features through the route.
 */
export function MyListings({
  banner,
  footer,
  rowActions,
}: {
  banner?: ReactNode;
  footer?: ReactNode;
  /** More actions for one listing, shown beside View and Edit. */
  rowActions?: (auction: ManagedAuction) => ReactNode;
}) {
  const formatDate = useFormatDate();
  const t = useVendorText();
  const terms = usePropertyTerms();
  const tabLabels = Object.fromEntries(AUCTION_TABS.map((k) => [k, t(`tabs.${k}`)])) as Record<AuctionTab, string>;
  const refreshAfterWrite = useRefreshAfterWrite();
  const { subject, refresh } = useSession();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<AuctionTab>('all');
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const [editing, setEditing] = useState<ManagedAuction | null>(null);
  const [deleting, setDeleting] = useState<ManagedAuction | null>(null);
  const auctions = useMyListings(q, tab, 1);
  const remove = useDeleteAuction();
  const approved = listerStanding(subject) === 'ok';
  const creating = approved && params.get('new') === '1';
  const counts = auctions.data?.counts;

  // An admin may have approved this vendor since the session was read.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const setCreating = (open: boolean) =>
    setParams(
      (p) => {
        if (open) p.set('new', '1');
        else p.delete('new');
        return p;
      },
      { replace: true },
    );

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const a = deleting;
    remove.mutate(a.id, {
      onSuccess: () => {
        toast.success(t('table.deletedTitle'), t('messages.auctionForm.deleted', { title: a.title }));
        setDeleting(null);
      },
      onError: (err) => toast.apiError(t('table.error'), err, t('messages.auctionForm.deleteFailed')),
    });
  };

  return (
    <Page
      title={t('listings.title')}
      description={t('listings.description')}
      actions={
        <Button
          onClick={() => setCreating(true)}
          disabled={!approved}
          title={approved ? undefined : t('messages.auctionForm.vendorNotApproved')}
        >
          <PlusIcon aria-hidden />
          {t('listings.listProperty')}
        </Button>
      }
    >
      {banner}

      <Card className="p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <Tabs value={tab} onValueChange={(v) => setTab(v as AuctionTab)}>
            <CountedTabsList aria-label={t('listings.statusLabel')} tabs={AUCTION_TABS} labels={tabLabels} counts={counts} />
          </Tabs>
          <SearchInput
            className="md:w-72"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('listings.searchPlaceholder')}
            aria-label={t('listings.searchPlaceholder')}
          />
        </div>

        <div className="mt-4">
          <QueryStates
            query={auctions}
            what={t('listings.what')}
            loading={{ count: 4, height: 'h-16' }}
            isEmpty={(d) => d.items.length === 0}
            empty={
              <EmptyState
                icon={GavelIcon}
                title={t('manage.noAuctions')}
                hint={q ? t('manage.tryAdjusting') : approved ? t('listings.firstListing') : t('listings.onceApproved')}
              >
                {!q && approved ? (
                  <Button className="mt-4" onClick={() => setCreating(true)}>
                    <PlusIcon aria-hidden />
                    {t('listings.listProperty')}
                  </Button>
                ) : null}
              </EmptyState>
            }
          >
            {(data) => (
              <Table stackOnPhone className="min-w-[900px]" aria-label={t('listings.tableLabel')}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('table.property')}</TableHead>
                    <TableHead>{t('table.status')}</TableHead>
                    <TableHead>{t('table.bidding')}</TableHead>
                    <TableHead>{t('table.timeline')}</TableHead>
                    <TableHead>{t('table.financial')}</TableHead>
                    <TableHead className="text-right">{t('table.actions')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((a) => (
                    <TableRow key={a.id} data-testid="vendor-auction-row" data-title={a.title}>
                      <TableCell className="max-w-72">
                        <p className="truncate font-medium" title={a.title} translate="no">
                          {a.title}
                        </p>
                        <p className="truncate text-xs text-muted-foreground" translate="no">
                          {a.location}
                        </p>
                        <Badge variant="outline" className="mt-1">
                          {terms.propertyType(a.propertyType)}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        <ManagedStatusBadge status={a.status} />
                        {a.status === 'draft' ? (
                          <p className="mt-1 text-xs text-muted-foreground">{t('listings.awaitingApproval')}</p>
                        ) : null}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <p className="font-semibold tabular-nums">{formatINR(a.bidCount > 0 ? a.currentBid : a.startingBid)}</p>
                        <p className="text-xs text-muted-foreground">
                          {a.bidCount > 0 ? (a.status === 'ended' ? t('table.finalBid') : t('table.currentBid')) : t('table.startingBid')} ·{' '}
                          {t('table.bidders', { count: a.biddersCount })}
                        </p>
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-xs">
                        <p>
                          <span className="text-muted-foreground">{t('table.start')}</span> {formatDate(a.startTime, 'short')}
                        </p>
                        <p>
                          <span className="text-muted-foreground">{t('table.end')}</span> {formatDate(a.endTime, 'short')}
                        </p>
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-xs tabular-nums">
                        <p>
                          <span className="text-muted-foreground">{t('table.starting')}</span> {formatINR(a.startingBid)}
                        </p>
                        <p>
                          <span className="text-muted-foreground">{t('table.reserve')}</span>{' '}
                          {a.reservePrice !== null ? formatINR(a.reservePrice) : t('table.none')}
                        </p>
                        <p>
                          <span className="text-muted-foreground">{t('table.emd')}</span> {formatINR(a.emdAmount)}
                        </p>
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button size="icon" variant="ghost" asChild>
                            <Link to={`/auction/${a.id}`} aria-label={t('table.viewNamed', { title: a.title })} title={t('table.view')}>
                              <EyeIcon aria-hidden />
                            </Link>
                          </Button>
                          {rowActions?.(a)}
                          {auctionEditStanding(subject, a) === 'ok' ? (
                            <>
                              <Button
                                size="icon"
                                variant="ghost"
                                onClick={() => setEditing(a)}
                                aria-label={t('table.editNamed', { title: a.title })}
                                title={t('table.edit')}
                              >
                                <PencilIcon aria-hidden />
                              </Button>
                              <DeleteIconButton name={a.title} onClick={() => setDeleting(a)} />
                            </>
                          ) : null}
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </QueryStates>
          {auctions.data && auctions.data.items.some((a) => a.status !== 'draft') ? (
            <p className="mt-3 text-xs text-muted-foreground">{t('messages.auctionForm.vendorEditsDraftsOnly')}</p>
          ) : null}
        </div>
      </Card>

      {footer}

      <AuctionFormDialog
        open={creating || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            setCreating(false);
          }
        }}
        auction={editing}
        canFeature={false}
        description={editing ? t('listings.editDraft') : t('listings.newDraft')}
        onSaved={() => void refreshAfterWrite(managedAuctionKeys.all)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('table.deleteAuction')}
        description={deleting ? t('messages.auctionForm.deleteConfirm', { title: deleting.title }) : null}
        confirmLabel={t('table.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
