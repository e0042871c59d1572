import { ArrowLeftIcon, BadgeCheckIcon, CalendarClockIcon, MapPinIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { effectiveStatus } from '@shared/domain/auction-status';
import { softCloseRule } from '@shared/domain/bidding';
import { formatINR } from '@shared/domain/money';
import { NOTICE_PERIOD_DAYS, RESALE_NOTICE_PERIOD_DAYS, istMidnight } from '@shared/domain/sale';
import { AUCTION_MESSAGES, type Auction, type AuctionDetail } from '@shared/schemas/auction';
import { ListingStatusBadge } from '@web/components/auction/listing-status-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useNow } from '@web/lib/use-now';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useMessages } from '@web/i18n/messages';
import { useAuction } from '../api/get-auction';
import { BidBox, type EmdDialogSlot } from '../bidding/components/bid-box';
import { AuctionDetailSkeleton } from './auction-detail-skeleton';
import { AddToCalendar } from './add-to-calendar';
import { AuctionGallery } from './auction-gallery';
import { AuctionPriceCard } from './auction-price-card';
import { BidLogCheck } from './bid-log-check';
import { RecentBids } from './recent-bids';
import { usePropertyTerms } from '@web/i18n/ns/common';
import { useFormatDate } from '@web/lib/use-format-date';

/** What other features put on the page; the route composes them (features never import each other). */
export type AuctionDetailSlots = {
  /** The watchlist heart. */
  heart?: (auction: Auction) => ReactNode;
  /** Under the bid box of an upcoming auction: the reminder control. */
  upcomingAction?: (auction: Auction) => ReactNode;
  /** The EMD payment dialog the bid box opens. */
  emdDialog?: EmdDialogSlot;
  /** The Legal Info tab: the auction's published documents. */
  legalInfo?: (auction: Auction) => ReactNode;
  /** Under the result of an ended auction, for its parties: the sale after the close. */
  sale?: (auction: AuctionDetail) => ReactNode;
  /** Under the tabs, where the sale notice gives an inspection window: site visits. */
  siteVisit?: (auction: Auction) => ReactNode;
  /** Under the tabs: questions to the authorised officer. */
  questions?: (auction: Auction) => ReactNode;
  /** The Location tab's map of the property, `place` its address in words. */
  map?: (auction: Auction, place: string) => ReactNode;
};

/** Four tabs fit a 360 px phone side by side. */
const TAB = 'px-1 text-[13px] sm:px-3 sm:text-sm';

function NotFound() {
  const say = useMessages();
  const t = useAuctionsText();
  return (
    <main className="mx-auto grid min-h-[50vh] w-full max-w-7xl place-items-center px-4 py-16 text-center">
      <div className="flex flex-col items-center gap-3">
        <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">{say.text(AUCTION_MESSAGES.notFound)}</h1>
        <p className="text-muted-foreground">{t('detail.notFoundHint')}</p>
        <Button asChild className="mt-2">
          <Link to="/live-auctions">
            <ArrowLeftIcon aria-hidden />
            {say.text(AUCTION_MESSAGES.backToAuctions)}
          </Link>
        </Button>
      </div>
    </main>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useAuctionsText();
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-16 text-center" role="alert">
      <p className="font-medium">{t('detail.loadFailed')}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('detail.retry')}
      </Button>
    </main>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_1fr] gap-3 py-2.5 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/** "Baner, Pune, Maharashtra 411045": the structured address in one line; null for auctions listed before it existed. */
function structuredPlace(a: AuctionDetail): string | null {
  if (!a.state) return null;
  const parts = [a.locality, a.district, a.state].filter((p, i, all) => p && all.indexOf(p) === i);
  return `${parts.join(', ')}${a.pinCode ? ` ${a.pinCode}` : ''}`;
}

function DetailsList({ auction }: { auction: AuctionDetail }) {
  const formatDate = useFormatDate();
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  return (
    <dl className="divide-y">
      <Row label={t('detail.propertyType')}>{terms.propertyType(auction.propertyType)}</Row>
      <Row label={t('detail.category')}>{auction.category ? terms.category(auction.category) : t('detail.na')}</Row>
      <Row label={t('detail.area')}>
        {auction.areaSqFt ? t('detail.sqft', { area: auction.areaSqFt.toLocaleString('en-IN') }) : t('detail.na')}
      </Row>
      <Row label={t('detail.location')}>
        <span translate="no">{auction.location}</span>
      </Row>
      <Row label={t('detail.address')}>{auction.address ? <span translate="no">{auction.address}</span> : t('detail.na')}</Row>
      {auction.state ? (
        <>
          <Row label={t('detail.locality')}>{auction.locality || t('detail.na')}</Row>
          <Row label={t('detail.district')}>{auction.district || t('detail.na')}</Row>
          <Row label={t('detail.state')}>{auction.state}</Row>
          <Row label={t('detail.pin')}>
            <span className="tabular">{auction.pinCode || t('detail.na')}</span>
          </Row>
        </>
      ) : null}
      <Row label={t('detail.startingBid')}>
        <span className="tabular">{formatINR(auction.startingBid)}</span>
      </Row>
      <Row label={t('detail.emdAmount')}>
        <span className="tabular">{formatINR(auction.emdAmount)}</span>
      </Row>
      <Row label={t('detail.bidIncrement')}>
        <span className="tabular">{formatINR(auction.bidIncrement)}</span>
      </Row>
      <Row label={t('detail.starts')}>{formatDate(auction.startTime, 'full')}</Row>
      <Row label={t('detail.ends')}>{formatDate(auction.endTime, 'full')}</Row>
      <Row label={t('detail.softClose')}>{softCloseRule(auction)}</Row>
      <Row label={t('detail.emdCutoff')}>{formatDate(auction.emdCutoff, 'full')}</Row>
      <Row label={t('detail.saleNoticeDate')}>
        {auction.saleNoticeDate ? formatDate(istMidnight(auction.saleNoticeDate), 'default') : t('detail.na')}
      </Row>
      <Row label={t('detail.resale')}>{auction.isResale ? t('detail.resaleYes') : t('detail.no')}</Row>
      <Row label={t('detail.possession')}>{auction.possession ? terms.possession(auction.possession) : t('detail.na')}</Row>
      <Row label={t('detail.inspection')}>
        {auction.inspectionFrom && auction.inspectionTo
          ? t('detail.inspectionRange', { from: formatDate(auction.inspectionFrom, 'full'), to: formatDate(auction.inspectionTo, 'full') })
          : t('detail.na')}
      </Row>
      <Row label={t('detail.listedOn')}>{formatDate(auction.createdAt, 'default')}</Row>
    </dl>
  );
}

/** The sale notice's legal particulars, above the published documents (decision 014). */
function SaleNotice({ auction }: { auction: AuctionDetail }) {
  const formatDate = useFormatDate();
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  return (
    <dl className="mb-4 divide-y" aria-label={t('detail.saleNotice')}>
      <Row label={t('detail.saleNoticeDate')}>
        {auction.saleNoticeDate ? (
          <>
            {formatDate(istMidnight(auction.saleNoticeDate), 'default')}
            <span className="block text-xs font-normal text-muted-foreground">
              {t('detail.noticePeriod', {
                days: String(auction.isResale ? RESALE_NOTICE_PERIOD_DAYS : NOTICE_PERIOD_DAYS),
                resale: auction.isResale ? 'yes' : 'no',
              })}
            </span>
          </>
        ) : (
          t('detail.na')
        )}
      </Row>
      <Row label={t('detail.possession')}>{auction.possession ? terms.possession(auction.possession) : t('detail.na')}</Row>
      <Row label={t('detail.encumbrances')}>
        {auction.encumbrances ? (
          <span className="whitespace-pre-line" translate="no">
            {auction.encumbrances}
          </span>
        ) : (
          t('detail.noEncumbrances')
        )}
      </Row>
      <Row label={t('detail.officer')}>{officerLine(auction) ?? t('detail.na')}</Row>
    </dl>
  );
}

function officerLine(auction: AuctionDetail): ReactNode {
  if (!auction.authorisedOfficerName) return null;
  return (
    <>
      <span translate="no">{auction.authorisedOfficerName}</span>
      {auction.authorisedOfficerPhone ? (
        <>
          {', '}
          <a className="underline underline-offset-2" href={`tel:+91${auction.authorisedOfficerPhone}`}>
            {auction.authorisedOfficerPhone}
          </a>
        </>
      ) : null}
    </>
  );
}

/** The status as of now: a live auction whose end has passed shows ENDED before the server closes it. */
function HeaderStatus({ auction }: { auction: Auction }) {
  const now = useNow();
  return <ListingStatusBadge status={effectiveStatus(auction, now)} context="exact" />;
}

function ImportantDates({ auction }: { auction: Auction }) {
  const formatDate = useFormatDate();
  const t = useAuctionsText();
  return (
    <section aria-labelledby="dates-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="dates-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <CalendarClockIcon className="size-5 text-primary" aria-hidden />
        {t('detail.importantDates')}
      </h2>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('detail.starts')}</dt>
          <dd className="font-medium">
            <time dateTime={auction.startTime}>{formatDate(auction.startTime, 'full')}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.ends')}</dt>
          <dd className="font-medium">
            <time dateTime={auction.endTime}>{formatDate(auction.endTime, 'full')}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{t('detail.timeZone', { zone: 'IST' })}</p>
    </section>
  );
}

function VendorDetails({ auction }: { auction: AuctionDetail }) {
  const t = useAuctionsText();
  const officer = officerLine(auction);
  return (
    <section aria-labelledby="vendor-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="vendor-heading" className="mb-2 text-lg font-semibold">
        {t('detail.vendorDetails')}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('detail.seller')}</dt>
          <dd className="flex items-center gap-1.5 font-medium" data-testid="seller-name">
            <span translate="no">{auction.seller.name}</span>
            <BadgeCheckIcon className="size-4 shrink-0 text-live" aria-label={t('detail.approvedSeller')} />
          </dd>
        </div>
        {officer ? (
          <div>
            <dt className="text-muted-foreground">{t('detail.officer')}</dt>
            <dd className="font-medium" data-testid="authorised-officer" translate="no">
              {officer}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** Spec §2 auction detail: gallery, tabs, the price sidebar, recent bids, vendor and dates, and the public bid log check (decision 020). */
export function AuctionDetailPage({ id, slots }: { id: string; slots?: AuctionDetailSlots }) {
  const say = useMessages();
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  const query = useAuction(id);
  // The same name the server gives the page when it is opened directly (its share preview).
  useDocumentTitle(query.data ? `${query.data.title} — Neelami` : null);
  if (query.isPending) return <AuctionDetailSkeleton />;
  if (query.isError) {
    const err = query.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return <NotFound />;
    return <LoadError onRetry={() => void query.refetch()} />;
  }
  const auction = query.data;
  const place = auction.address ? `${auction.address}, ${auction.location}` : auction.location;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <Link
        to="/live-auctions"
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {say.text(AUCTION_MESSAGES.backToAuctions)}
      </Link>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-5 lg:col-start-1 lg:row-start-1">
          <header className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <div className="mb-2 flex flex-wrap gap-2">
                <HeaderStatus auction={auction} />
                {auction.featured ? <Badge variant="accent">{t('card.featured')}</Badge> : null}
                <Badge variant="outline">{terms.propertyType(auction.propertyType)}</Badge>
              </div>
              <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl" translate="no">
                {auction.title}
              </h1>
              <p className="mt-1 flex items-center gap-1 text-muted-foreground">
                <MapPinIcon className="size-4 shrink-0" aria-hidden />
                <span translate="no">{auction.location}</span>
              </p>
              <AddToCalendar auction={auction} />
            </div>
            {slots?.heart ? <div className="shrink-0">{slots.heart(auction)}</div> : null}
          </header>
          <AuctionGallery images={auction.images} title={auction.title} />
        </div>

        <aside aria-label={t('detail.bidding')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-5 lg:sticky lg:top-20">
            <AuctionPriceCard auction={auction}>
              <div data-slot="bid-box" id="bid" className="scroll-mt-24">
                <BidBox auction={auction} upcomingAction={slots?.upcomingAction?.(auction)} emdDialog={slots?.emdDialog} />
              </div>
            </AuctionPriceCard>
            {auction.status === 'ended' && slots?.sale ? slots.sale(auction) : null}
          </div>
        </aside>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <Tabs defaultValue="description">
            <TabsList aria-label={t('detail.about')} className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
              <TabsTrigger value="description" className={TAB}>
                {t('detail.description')}
              </TabsTrigger>
              <TabsTrigger value="details" className={TAB}>
                {t('detail.details')}
              </TabsTrigger>
              <TabsTrigger value="legal" className={TAB}>
                {t('detail.legal')}
              </TabsTrigger>
              <TabsTrigger value="location" className={TAB}>
                {t('detail.location')}
              </TabsTrigger>
            </TabsList>
            <div className="mt-4 rounded-xl border bg-card p-5 shadow-sm">
              <TabsContent value="description" className="mt-0">
                <p className="leading-relaxed whitespace-pre-line" translate={auction.description ? 'no' : undefined}>
                  {auction.description || t('detail.noDescription')}
                </p>
              </TabsContent>
              <TabsContent value="details" className="mt-0">
                <DetailsList auction={auction} />
              </TabsContent>
              <TabsContent value="legal" className="mt-0">
                <SaleNotice auction={auction} />
                {slots?.legalInfo?.(auction)}
              </TabsContent>
              <TabsContent value="location" className="mt-0 space-y-3">
                <p>
                  <span className="text-muted-foreground">{t('detail.addressLabel')}</span>
                  <span className="font-medium" translate="no">
                    {place}
                  </span>
                </p>
                {structuredPlace(auction) ? (
                  <p>
                    <span className="text-muted-foreground">{t('detail.placeLabel')}</span>
                    <span className="font-medium" translate="no">
                      {structuredPlace(auction)}
                    </span>
                  </p>
                ) : null}
                {slots?.map?.(auction, place)}
              </TabsContent>
            </div>
          </Tabs>
          {slots?.siteVisit?.(auction)}
          {slots?.questions?.(auction)}
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
            <RecentBids auctionId={auction.id} />
            <div className="space-y-5">
              <ImportantDates auction={auction} />
              <VendorDetails auction={auction} />
            </div>
          </div>
          <BidLogCheck auctionId={auction.id} />
        </div>
      </div>
    </main>
  );
}
