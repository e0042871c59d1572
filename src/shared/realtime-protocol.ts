/**
 * The WebSocket protocol of `/api/realtime` (ARCHITECTURE §6, contract): topics, constants and
 * the message types.
 *
 * One socket per tab. The client subscribes to topics; the server greets with its clock and then
 * pushes events, always after the change they describe has been committed. A client that misses
 * events (reconnect, `seq` gap) refetches what it shows.
 *
 * NOTE: no zod here, so the browser's realtime client does not pull zod into a page's first load;
 * the zod schemas of what clients send are in realtime.ts, which re-exports all of this.
 */
import type { AuctionStatus, BidStatus, Role, SaleStage, VerificationStatus } from './domain/constants';
import type { AuctionBidState } from './schemas/bid';
import type { Notification } from './schemas/notification';
import type { ProxyBid as ProxyBidView } from './schemas/proxy-bid';
import { defineMessages } from './messages/define';

export const REALTIME_PATH = '/api/realtime';
/** Client heartbeat (spec §9: 25 s) and how long a missing pong may take before reconnecting (10 s). */
export const HEARTBEAT_INTERVAL_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
/** Close code the server uses when it refuses a socket after the upgrade. */
export const CLOSE_POLICY = 1008;

// ------------------------------------------------------------------ topics
/**
 * `auction:<id>`  one auction (bids, extension, start/end) — anyone;
 * `auctions`      every listing change (cards and lists) — anyone;
 * `user`          the caller's own notifications, watchlist and bids — signed in;
 * `admin`         everything an admin screen shows live — admins only.
 */
export type Topic = `auction:${string}` | 'auctions' | 'user' | 'admin';
export const auctionTopic = (auctionId: string): Topic => `auction:${auctionId}`;
// NOTE: exact, lower case: the bus routes topics as they are spelled, so "ADMIN" would be acknowledged and silently get nothing.
const TOPIC_RE = /^(auction:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|auctions|user|admin)$/;
export const isTopic = (value: string): value is Topic => TOPIC_RE.test(value);

// ------------------------------------------------------------------ events
/** The public face of an accepted bid (no names: every watcher receives the same bytes). */
export type PublicBid = {
  id: string;
  auctionId: string;
  amount: number;
  createdAt: string;
  /** The bidder's alias in this auction (decision 038). */
  bidderAlias: string;
  /** Placed by the server for a bidder's maximum (decision 020); the maximum itself is never sent. */
  automatic: boolean;
};

/** Compact auction state carried by auction events; a client may also just refetch on them. */
export type AuctionState = {
  auctionId: string;
  status?: AuctionStatus;
  title?: string;
  currentBid?: number;
  bidCount?: number;
  biddersCount?: number;
  startTime?: string;
  endTime?: string;
};

export type RealtimeEvents = {
  /** Topics `auction:<id>`, `auctions`, `admin`, and the bidder's `user`. */
  'bid.placed': AuctionBidState & { bid: PublicBid };
  /** Topics `auction:<id>`, `admin`: an admin changed a bid's status; the auction's figures are recomputed. */
  'bid.status_changed': {
    auctionId: string;
    bidId: string;
    status: BidStatus;
    currentBid: number;
    bidCount: number;
    biddersCount: number;
  };
  /**
   * Topics `auction:<id>`, `auctions`, `admin`: anything else about the auction changed; refetch it.
   * A draft's change reaches only `admin` and its vendor's `user`, as a bare id.
   */
  'auction.updated': AuctionState;
  /** Topics `auctions`, `admin`: a listing appeared or disappeared (a draft: `admin` and its vendor's `user` only). */
  'auction.created': AuctionState;
  'auction.deleted': { auctionId: string };
  /** Topics `auction:<id>`, `auctions`, `admin`. */
  'auction.started': AuctionState & { status: 'live'; title: string; endTime: string };
  /**
   * Topics `auction:<id>`, `auctions`, `admin`. `finalBid` is the highest bid, null when nobody bid;
   * there is no winner unless the highest bid met the reserve (`saleStage` says what follows). The
   * winner is named only by their alias in this auction (decision 038), never by user id: the winner
   * learns it is them from their own bid (`isMine`) and their notification.
   */
  'auction.ended': AuctionState & {
    status: 'ended';
    title: string;
    endTime: string;
    hasWinner: boolean;
    winnerAlias: string | null;
    finalBid: number | null;
    saleStage: SaleStage;
  };
  /** Topics `auction:<id>`, `admin`, and the buyer's and the seller's `user`: the sale after the close moved on. */
  'sale.changed': { auctionId: string; stage: SaleStage };
  /** Topic `user`: an admin (or an approving vendor) changed the caller's approval or roles. */
  'account.changed': { verificationStatus: VerificationStatus; roles: Role[] };
  /** Topic `user`: the caller's EMD wallet changed (a deposit, a hold, a release, a withdrawal). */
  'emd.changed': { balance: number; held: number; available: number; auctionId: string | null };
  /** Topic `user`. */
  'notification.created': Notification;
  /** Topic `user`: the caller's watchlist changed in another tab. */
  'watchlist.changed': { auctionId: string; watching: boolean };
  /** Topic `user`, to the owner only: their maximum bid on an auction was set, raised, passed, or cancelled. */
  'proxy.updated': { auctionId: string; proxy: ProxyBidView | null };
  /** Topic `user`: the caller's reminders changed in another tab. */
  'reminder.changed': { auctionId: string; reminding: boolean };
};
export type RealtimeEventName = keyof RealtimeEvents;

// ------------------------------------------------------------------ server -> client
export type HelloMessage = { type: 'hello'; /** epoch milliseconds */ serverTime: number; userId: string | null };
export type PongMessage = { type: 'pong'; id?: number; serverTime: number };
/**
 * `quietSince`: the server's time (epoch ms) since which it delivered no event on the topic. Data the
 * client read after that misses nothing; older data may miss an event published before the
 * subscription began, so the client refetches it (realtime-client.ts).
 */
export type SubscribedMessage = { type: 'subscribed'; topic: Topic; quietSince: number };
export type UnsubscribedMessage = { type: 'unsubscribed'; topic: Topic };
export type ErrorMessage = { type: 'error'; code: 'FORBIDDEN' | 'UNAUTHENTICATED' | 'VALIDATION'; message: string; topic?: string };
export type EventMessage<E extends RealtimeEventName = RealtimeEventName> = {
  [K in E]: {
    type: 'event';
    topic: Topic;
    event: K;
    data: RealtimeEvents[K];
    /** Increases by one per message on a topic on one server; a gap means something was missed. */
    seq: number;
  };
}[E];
export type ServerMessage = HelloMessage | PongMessage | SubscribedMessage | UnsubscribedMessage | ErrorMessage | EventMessage;

export const REALTIME_MESSAGES = defineMessages('realtime', {
  adminOnly: 'The admin topic is for admins only.',
  signInRequired: 'Sign in to receive your own updates.',
  badMessage: 'Unknown message.',
  reconnecting: 'Reconnecting…',
} as const);
