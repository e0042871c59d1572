import { z } from 'zod';
import { note } from '../messages/notifications';

/** A notification as its owner reads it (spec §3). `data.auctionId` opens the auction on click. */
export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  data: z.object({ auctionId: z.string().optional() }).catchall(z.unknown()),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications`: the newest NOTIFICATIONS_LIMIT, and how many of all are unread. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/**
 * What the server writes, and when: outbid, the close, every stage of the sale, and an auction going
 * live. Each returns the event (its name, kind and parameters, for the outbox that e-mails it in the
 * reader's language) with its English title and message for the bell (`messages/notifications.ts`, its words
 * in `messages/locales/<language>/notifications.json`).
 */
export const NOTIFICATION_TEXTS = {
  outbid: (title: string, amount: number) => note('outbid', { title, amount }),
  /** To the holder of a maximum the price passed (decision 020): told once, instead of every outbid. */
  maximumReached: (title: string, max: number) => note('maximumReached', { title, max }),
  /** At the close, to the highest bidder when the reserve is met: the sale awaits the seller's confirmation. */
  highestBidder: (title: string, amount: number) => note('highestBidder', { title, amount }),
  lost: (title: string, emd: number | null) => note('lost', { title, emd }),
  /** At the close, to the seller; an auction with no reserve says nothing of one. */
  sellerConfirm: (title: string, amount: number, noReserve = false) => note('sellerConfirm', { title, amount, noReserve }),
  vendorEnded: (title: string, finalBid: number | null) => note('vendorEnded', { title, finalBid }),
  reserveNotMetBidder: (title: string, amount: number, until: string | Date) => note('reserveNotMetBidder', { title, amount, until }),
  reserveNotMetSeller: (title: string, amount: number, until: string | Date) => note('reserveNotMetSeller', { title, amount, until }),
  /** The sale goes ahead: the seller confirmed it (or accepted a bid below the reserve). */
  saleConfirmed: (title: string, price: number, deposit: number, depositDueAt: string | Date | null, balanceDueAt: string | Date) =>
    note('saleConfirmed', { title, price, deposit, depositDueAt, balanceDueAt }),
  saleNotConfirmed: (title: string, reason: string) => note('saleNotConfirmed', { title, reason }),
  notSoldBuyer: (title: string) => note('notSoldBuyer', { title }),
  notSoldSeller: (title: string) => note('notSoldSeller', { title }),
  paymentReported: (title: string, amount: number, utr: string) => note('paymentReported', { title, amount, utr }),
  depositVerified: (title: string, balance: number, balanceDueAt: string | Date) =>
    note('depositVerified', { title, balance, balanceDueAt }),
  paymentRejected: (title: string, reason: string) => note('paymentRejected', { title, reason }),
  saleCompleted: (title: string) => note('saleCompleted', { title }),
  balanceExtended: (title: string, until: string | Date) => note('balanceExtended', { title, until }),
  paymentDueSoon: (title: string, what: 'deposit' | 'balance', amount: number, due: string | Date) =>
    note('paymentDueSoon', { title, what, amount, due }),
  decisionDueSoon: (title: string, due: string | Date) => note('decisionDueSoon', { title, due }),
  forfeitedBuyer: (title: string) => note('forfeitedBuyer', { title }),
  forfeitedSeller: (title: string) => note('forfeitedSeller', { title }),
  live: (title: string) => note('live', { title }),
  auctionExtended: (title: string, endTime: string | Date) => note('auctionExtended', { title, endTime }),
  endingSoon: (title: string, endTime: string | Date, minutesLeft: number) => note('endingSoon', { title, endTime, minutesLeft }),
  accountApproved: (opts: { withEmd?: boolean; vendor?: boolean } = {}) => note('accountApproved', opts),
  accountRejected: (reason?: string | null) => note('accountRejected', { reason: reason ?? null }),
  accountSuspended: (reason?: string | null) => note('accountSuspended', { reason: reason ?? null }),
  welcome: (vendor = false) => note('welcome', { vendor }),
  emdSubmitted: (amount: number) => note('emdSubmitted', { amount }),
  emdVerified: (amount: number) => note('emdVerified', { amount }),
  emdRejected: (amount: number, reason?: string | null) => note('emdRejected', { amount, reason: reason ?? null }),
  auctionSubmitted: (title: string) => note('auctionSubmitted', { title }),
  /** "Send me a test notification": to the channels on for some kind when it was asked for (decision 045). */
  test: (channels: { email: boolean; push: boolean }) => note('test', channels),
} as const;

/** At most one test notification per user in this time (decision 045). */
export const TEST_NOTIFICATION_INTERVAL_MS = 60_000;

/**
 * `POST /api/me/notifications/test`: where the test was sent. `inApp`: the bell (unless the account
 * kind is off there); `email` and `push`: the channel is on for some kind, and the worker delivers to it
 * (push reaches every browser the user subscribed, none if there are none).
 */
export const TestNotificationSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export type TestNotification = z.infer<typeof TestNotificationSchema>;

/** `POST /api/reminders`: remind me when this upcoming auction goes live. */
export const ReminderInputSchema = z.object({ auctionId: z.string().min(1) });
export type ReminderInput = z.infer<typeof ReminderInputSchema>;

/** `GET /api/reminders/ids`: the auctions the caller has a reminder on. */
export const ReminderIdsSchema = z.object({ ids: z.array(z.string()) });
export type ReminderIds = z.infer<typeof ReminderIdsSchema>;

// NOTE: the texts live in a zod-free module so that pages can show them without loading zod.
export { REMINDER_MESSAGES } from '../messages/reminder';

export { NOTIFICATION_EVENTS, renderNotification, type NotificationEvent, type NotificationNote } from '../messages/notifications';
