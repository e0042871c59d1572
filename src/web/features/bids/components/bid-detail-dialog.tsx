import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/domain/money';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { VerificationBadge } from '@web/components/verification-badge';
import { useBid } from '../api/get-bid';
import { useFormatDate } from '@web/lib/use-format-date';
import { errorText } from '@web/i18n/messages';
import { useAdminText } from '@web/i18n/ns/admin';
import { PROPERTY_TYPES } from '@shared/domain/constants';
import { BidStatusBadge } from './bid-status-badge';
import { usePropertyTerms } from '@web/i18n/ns/common';

const isPropertyType = (v: string): v is (typeof PROPERTY_TYPES)[number] => (PROPERTY_TYPES as readonly string[]).includes(v);

function Row({ label, children, data }: { label: string; children: ReactNode; data?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium" translate={data ? 'no' : undefined}>
        {children}
      </dd>
    </div>
  );
}

/** The bid with its auction and its bidder, as the admin needs them to judge a flag. */
export function BidDetailDialog({ bidId, onOpenChange }: { bidId: string | null; onOpenChange: (open: boolean) => void }) {
  const formatDate = useFormatDate();
  const t = useAdminText();
  const terms = usePropertyTerms();
  const bid = useBid(bidId);
  const d = bid.data;
  return (
    <Dialog open={bidId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('bidDetail.title')}</DialogTitle>
          <DialogDescription>
            {d ? t('bidDetail.on', { amount: formatINR(d.amount), title: d.auction.title }) : t('bidDetail.loading')}
          </DialogDescription>
        </DialogHeader>
        {bid.isPending ? (
          <Skeleton className="h-64" />
        ) : bid.isError ? (
          <p className="text-sm text-destructive">{errorText(bid.error)}</p>
        ) : d ? (
          <div className="grid gap-4">
            <section aria-label={t('bidDetail.bid')}>
              <h3 className="text-sm font-semibold">{t('bidDetail.bid')}</h3>
              <dl className="divide-y">
                <Row label={t('common.amount')}>
                  <span className="tabular-nums">{formatINR(d.amount)}</span>
                </Row>
                <Row label={t('bidDetail.placed')}>{formatDate(d.createdAt, 'short')}</Row>
                <Row label={t('common.status')}>
                  <BidStatusBadge status={d.status} />
                </Row>
                <Row label={t('bidDetail.bidId')} data>
                  <span className="font-mono text-xs">{d.id}</span>
                </Row>
              </dl>
            </section>
            <section aria-label={t('bidDetail.auction')}>
              <h3 className="text-sm font-semibold">{t('bidDetail.auction')}</h3>
              <dl className="divide-y">
                <Row label={t('bidDetail.auctionTitle')} data>
                  {d.auctionDetail.title}
                </Row>
                <Row label={t('bidDetail.location')} data>
                  {d.auctionDetail.location}
                </Row>
                {isPropertyType(d.auctionDetail.propertyType) ? (
                  <Row label={t('bidDetail.type')}>{terms.propertyType(d.auctionDetail.propertyType)}</Row>
                ) : (
                  <Row label={t('bidDetail.type')} data>
                    {d.auctionDetail.propertyType}
                  </Row>
                )}
                <Row label={t('common.status')}>
                  <ManagedStatusBadge status={d.auctionDetail.status} />
                </Row>
                <Row label={t('bidDetail.currentBid')}>
                  <span className="tabular-nums">{formatINR(d.auctionDetail.currentBid)}</span>
                </Row>
                <Row label={t('bidDetail.startingBid')}>
                  <span className="tabular-nums">{formatINR(d.auctionDetail.startingBid)}</span>
                </Row>
                {d.auctionDetail.reservePrice !== null ? (
                  <Row label={t('bidDetail.reservePrice')}>
                    <span className="tabular-nums">{formatINR(d.auctionDetail.reservePrice)}</span>
                  </Row>
                ) : null}
                <Row label={t('bidDetail.bidsBidders')}>
                  {d.auctionDetail.bidCount} / {d.auctionDetail.biddersCount}
                </Row>
                <Row label={t('bidDetail.ends')}>{formatDate(d.auctionDetail.endTime, 'short')}</Row>
              </dl>
            </section>
            <section aria-label={t('bidDetail.bidder')}>
              <h3 className="text-sm font-semibold">{t('bidDetail.bidder')}</h3>
              <dl className="divide-y">
                <Row label={t('common.name')} data>
                  {d.bidderDetail.fullName || '—'}
                </Row>
                <Row label={t('common.email')} data>
                  {d.bidderDetail.email}
                </Row>
                {d.bidderDetail.phone ? (
                  <Row label={t('common.phone')} data>
                    {d.bidderDetail.phone}
                  </Row>
                ) : null}
                <Row label={t('bidDetail.verification')}>
                  <VerificationBadge status={d.bidderDetail.verificationStatus} />
                </Row>
                <Row label={t('bidDetail.emd')}>
                  {d.bidderDetail.emdPaid ? (
                    <span className="tabular-nums">{formatINR(d.bidderDetail.emdAmount)}</span>
                  ) : (
                    <Badge variant="warning">{t('common.pending')}</Badge>
                  )}
                </Row>
                <Row label={t('bidDetail.bidsPlaced')}>{d.bidderDetail.bidsCount}</Row>
              </dl>
            </section>
            <Button variant="outline" asChild>
              <Link to={`/auction/${d.auctionId}`}>
                <ExternalLinkIcon aria-hidden />
                {t('bidDetail.open')}
              </Link>
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
