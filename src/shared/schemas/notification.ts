import { z } from 'zod';
import { formatDate } from '../domain/date-format';
import { formatINR } from '../domain/money';

/** Indian grouping, no decimals: ₹1,25,00,000. */
const rupees = formatINR;

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

/** An IST date and time, whoever reads it. */
const dueDate = (at: string | Date) => formatDate(at, 'full', { timeZone: 'Asia/Kolkata' });

/** What the server writes, and when: outbid, the close, every stage of the sale, and an auction going live. */
export const NOTIFICATION_TEXTS = {
  outbid: (title: string, amount: number) => ({
    title: 'You have been outbid',
    message: `Someone bid ${rupees(amount)} on "${title}". Place a higher bid to stay in the lead.`,
  }),
  /** To the holder of a maximum the price passed (decision 020): told once, instead of every outbid. */
  maximumReached: (title: string, max: number) => ({
    title: 'Your maximum bid was reached',
    message: `Someone bid above your maximum of ${rupees(max)} on "${title}". Raise your maximum or place a higher bid to stay in the lead.`,
  }),
  /** At the close, to the highest bidder when the reserve is met: the sale awaits the seller's confirmation. */
  highestBidder: (title: string, amount: number) => ({
    title: 'You are the highest bidder',
    message: `Your bid of ${rupees(amount)} is the highest on "${title}". The sale is subject to the authorised officer's confirmation; you will be told as soon as it is confirmed.`,
  }),
  lost: (title: string, emd: number | null) => ({
    title: 'Auction lost',
    message:
      `"${title}" has ended and your bid was not the highest.` +
      (emd ? ` Your EMD of ${rupees(emd)} is back in your EMD wallet: withdraw it or use it for another auction.` : ''),
  }),
  /** At the close, to the seller. */
  sellerConfirm: (title: string, amount: number) => ({
    title: 'Confirm the sale',
    message: `"${title}" closed at ${rupees(amount)}, at or above your reserve. Confirm the sale to the highest bidder, or reject it with a reason.`,
  }),
  vendorEnded: (title: string, finalBid: number | null) => ({
    title: 'Your auction has ended',
    message: finalBid === null ? `"${title}" has ended without any bids.` : `"${title}" has ended with a final bid of ${rupees(finalBid)}.`,
  }),
  reserveNotMetBidder: (title: string, amount: number, until: string | Date) => ({
    title: 'Reserve not met',
    message: `Your bid of ${rupees(amount)} on "${title}" is below the reserve price, so it has not won. The seller may still accept it until ${dueDate(until)}; your EMD stays held until then.`,
  }),
  reserveNotMetSeller: (title: string, amount: number, until: string | Date) => ({
    title: 'Reserve not met',
    message: `"${title}" closed at ${rupees(amount)}, below your reserve price. Accept the highest bid or let it lapse by ${dueDate(until)}.`,
  }),
  /** The sale goes ahead: the seller confirmed it (or accepted a bid below the reserve). */
  saleConfirmed: (title: string, price: number, deposit: number, depositDueAt: string | Date | null, balanceDueAt: string | Date) => ({
    title: 'Auction won',
    message:
      `Congratulations! The sale of "${title}" to you for ${rupees(price)} is confirmed. ` +
      (depositDueAt
        ? `Pay ${rupees(deposit)} (25% of the price less your EMD) by ${dueDate(depositDueAt)}, and the balance by ${dueDate(balanceDueAt)}.`
        : `Your EMD covers the 25% deposit; pay the balance by ${dueDate(balanceDueAt)}.`),
  }),
  saleNotConfirmed: (title: string, reason: string) => ({
    title: 'Sale not confirmed',
    message: `The authorised officer did not confirm the sale of "${title}": ${reason} Your EMD is back in your EMD wallet.`,
  }),
  notSoldBuyer: (title: string) => ({
    title: 'Not sold',
    message: `The seller did not accept your bid on "${title}". Your EMD is back in your EMD wallet.`,
  }),
  notSoldSeller: (title: string) => ({
    title: 'Not sold',
    message: `"${title}" was not sold. You can put it up for re-sale from its page.`,
  }),
  paymentReported: (title: string, amount: number, utr: string) => ({
    title: 'Payment reported',
    message: `The buyer of "${title}" reported a payment of ${rupees(amount)} (UTR ${utr}). Check it against your bank statement and verify it.`,
  }),
  depositVerified: (title: string, balance: number, balanceDueAt: string | Date) => ({
    title: 'Deposit received',
    message: `Your 25% deposit for "${title}" is verified. Pay the balance of ${rupees(balance)} by ${dueDate(balanceDueAt)}.`,
  }),
  paymentRejected: (title: string, reason: string) => ({
    title: 'Payment not verified',
    message: `Your payment for "${title}" was not verified: ${reason} Report it again before the deadline.`,
  }),
  saleCompleted: (title: string) => ({
    title: 'Sale completed',
    message: `The sale of "${title}" is complete. The sale certificate can be downloaded from the auction's page.`,
  }),
  balanceExtended: (title: string, until: string | Date) => ({
    title: 'Balance deadline extended',
    message: `The balance for "${title}" is now due by ${dueDate(until)}.`,
  }),
  paymentDueSoon: (title: string, what: 'deposit' | 'balance', amount: number, due: string | Date) => ({
    title: what === 'deposit' ? '25% deposit due soon' : 'Balance due soon',
    message: `Pay ${rupees(amount)} for "${title}" by ${dueDate(due)}, or the deposit is forfeited.`,
  }),
  decisionDueSoon: (title: string, due: string | Date) => ({
    title: 'Decide on the highest bid',
    message: `The highest bid on "${title}" is below your reserve. Accept it or let it lapse by ${dueDate(due)}.`,
  }),
  forfeitedBuyer: (title: string) => ({
    title: 'Deposit forfeited',
    message: `The payment for "${title}" was not received by its deadline, so your deposit is forfeited.`,
  }),
  forfeitedSeller: (title: string) => ({
    title: 'Sale forfeited',
    message: `The buyer of "${title}" missed a payment deadline and the deposit is forfeited. You can put it up for re-sale from its page.`,
  }),
  live: (title: string) => ({
    title: 'Auction is live',
    message: `"${title}" is now live. Place your bid before it ends.`,
  }),
} as const;

export const NOTIFICATION_UI = {
  heading: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications',
  loading: 'Loading notifications...',
} as const;

/** `POST /api/reminders`: remind me when this upcoming auction goes live. */
export const ReminderInputSchema = z.object({ auctionId: z.string().min(1) });
export type ReminderInput = z.infer<typeof ReminderInputSchema>;

/** `GET /api/reminders/ids`: the auctions the caller has a reminder on. */
export const ReminderIdsSchema = z.object({ ids: z.array(z.string()) });
export type ReminderIds = z.infer<typeof ReminderIdsSchema>;

// NOTE: the texts live in a zod-free module so that pages can show them without loading zod.
export { REMINDER_MESSAGES } from '../messages/reminder';
