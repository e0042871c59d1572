import type { MapPickerSlot } from './auction-form-fields';
import { FileSpreadsheetIcon, GavelIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { listerStanding } from '@shared/domain/access';
import type { AuctionTab, ManagedAuction } from '@shared/schemas/auction-form';
import { Page } from '@web/components/layout/page';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Pager } from '@web/components/ui/pager';
import { Tabs } from '@web/components/ui/tabs';
import { useVendorText } from '@web/i18n/ns/vendor';
import { useSession } from '@web/lib/session';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { managedAuctionKeys } from '../api/managed-auction-keys';
import { MY_LISTINGS_PAGE_SIZE, useMyListings } from '../api/get-my-listings';
import { useManagedListView } from '../hooks/use-managed-list-view';
import { AuctionFormDialog } from './auction-form-dialog';
import { AuctionsTable } from './auctions-table';
import { ManagedListBar } from './managed-list-bar';

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
  mapPicker,
}: {
  /** The form's map (another feature's). */
  mapPicker?: MapPickerSlot;
  banner?: ReactNode;
  footer?: ReactNode;
  /** More actions for one listing, shown beside View and Edit. */
  rowActions?: (auction: ManagedAuction) => ReactNode;
}) {
  const t = useVendorText();
  const refreshAfterWrite = useRefreshAfterWrite();
  const { subject, refresh } = useSession();
  const view = useManagedListView();
  const { tab, search, setSearch, q, page } = view;
  const [editing, setEditing] = useState<ManagedAuction | null>(null);
  const auctions = useMyListings(q, tab, page);
  const approved = listerStanding(subject) === 'ok';
  const creating = approved && view.creating;
  const setCreating = view.setCreating;
  const counts = auctions.data?.counts;
  const pages = Math.max(1, Math.ceil((auctions.data?.total ?? 0) / MY_LISTINGS_PAGE_SIZE));

  // An admin may have approved this vendor since the session was read.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <Page
      title={t('listings.title')}
      description={t('listings.description')}
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/vendor/imports">
              <FileSpreadsheetIcon aria-hidden />
              {t('listingImport.openImport')}
            </Link>
          </Button>
          <Button
            onClick={() => setCreating(true)}
            disabled={!approved}
            title={approved ? undefined : t('messages.auctionForm.vendorNotApproved')}
          >
            <PlusIcon aria-hidden />
            {t('listings.listProperty')}
          </Button>
        </>
      }
    >
      {banner}

      <Card className="p-4">
        <Tabs value={tab} onValueChange={(v) => view.changeTab(v as AuctionTab)}>
          <ManagedListBar
            counts={counts}
            search={search}
            onSearch={setSearch}
            statusLabel={t('listings.statusLabel')}
            searchPlaceholder={t('listings.searchPlaceholder')}
          />
        </Tabs>

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
            {(data) => <AuctionsTable auctions={data.items} audience="vendor" onEdit={setEditing} rowActions={rowActions} />}
          </QueryStates>
          <Pager className="mt-4" page={page} pageCount={pages} onPage={view.setPage} />
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
        mapPicker={mapPicker}
        canFeature={false}
        description={editing ? t('listings.editDraft') : t('listings.newDraft')}
        onSaved={() => void refreshAfterWrite(managedAuctionKeys.all)}
      />
    </Page>
  );
}
