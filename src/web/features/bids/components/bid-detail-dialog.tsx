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
import { formatDateTime } from '@web/lib/format';
import { BidStatusBadge } from './bid-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** The bid with its auction and its bidder, as the admin needs them to judge a flag. */
export function BidDetailDialog({ bidId, onOpenChange }: { bidId: string | null; onOpenChange: (open: boolean) => void }) {
  const bid = useBid(bidId);
  const d = bid.data;
  return (
    <Dialog open={bidId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Bid details</DialogTitle>
          <DialogDescription>{d ? `${formatINR(d.amount)} on ${d.auction.title}` : 'Loading the bid…'}</DialogDescription>
        </DialogHeader>
        {bid.isPending ? (
          <Skeleton className="h-64" />
        ) : bid.isError ? (
          <p className="text-sm text-destructive">{bid.error.message}</p>
        ) : d ? (
          <div className="grid gap-4">
            <section aria-label="Bid">
              <h3 className="text-sm font-semibold">Bid</h3>
              <dl className="divide-y">
                <Row label="Amount">
                  <span className="tabular-nums">{formatINR(d.amount)}</span>
                </Row>
                <Row label="Placed">{formatDateTime(d.createdAt)}</Row>
                <Row label="Status">
                  <BidStatusBadge status={d.status} />
                </Row>
                <Row label="Bid ID">
                  <span className="font-mono text-xs">{d.id}</span>
                </Row>
              </dl>
            </section>
            <section aria-label="Auction">
              <h3 className="text-sm font-semibold">Auction</h3>
              <dl className="divide-y">
                <Row label="Title">{d.auctionDetail.title}</Row>
                <Row label="Location">{d.auctionDetail.location}</Row>
                <Row label="Type">{d.auctionDetail.propertyType}</Row>
                <Row label="Status">
                  <ManagedStatusBadge status={d.auctionDetail.status} />
                </Row>
                <Row label="Current bid">
                  <span className="tabular-nums">{formatINR(d.auctionDetail.currentBid)}</span>
                </Row>
                <Row label="Starting bid">
                  <span className="tabular-nums">{formatINR(d.auctionDetail.startingBid)}</span>
                </Row>
                {d.auctionDetail.reservePrice !== null ? (
                  <Row label="Reserve price">
                    <span className="tabular-nums">{formatINR(d.auctionDetail.reservePrice)}</span>
                  </Row>
                ) : null}
                <Row label="Bids / bidders">
                  {d.auctionDetail.bidCount} / {d.auctionDetail.biddersCount}
                </Row>
                <Row label="Ends">{formatDateTime(d.auctionDetail.endTime)}</Row>
              </dl>
            </section>
            <section aria-label="Bidder">
              <h3 className="text-sm font-semibold">Bidder</h3>
              <dl className="divide-y">
                <Row label="Name">{d.bidderDetail.fullName || '—'}</Row>
                <Row label="Email">{d.bidderDetail.email}</Row>
                {d.bidderDetail.phone ? <Row label="Phone">{d.bidderDetail.phone}</Row> : null}
                <Row label="Verification">
                  <VerificationBadge status={d.bidderDetail.verificationStatus} />
                </Row>
                <Row label="EMD">
                  {d.bidderDetail.emdPaid ? (
                    <span className="tabular-nums">{formatINR(d.bidderDetail.emdAmount)}</span>
                  ) : (
                    <Badge variant="warning">Pending</Badge>
                  )}
                </Row>
                <Row label="Bids placed">{d.bidderDetail.bidsCount}</Row>
              </dl>
            </section>
            <Button variant="outline" asChild>
              <Link to={`/auction/${d.auctionId}`}>
                <ExternalLinkIcon aria-hidden />
                Open auction
              </Link>
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
