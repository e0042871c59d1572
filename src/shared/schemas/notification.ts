import { z } from 'zod';
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

/** What the server writes, and when (issue: outbid, won, lost, vendor's auction ended, went live). */
export const NOTIFICATION_TEXTS = {
  outbid: (title: string, amount: number) => ({
    title: 'You have been outbid',
    message: `Someone bid ${rupees(amount)} on "${title}". Place a higher bid to stay in the lead.`,
  }),
  won: (title: string, amount: number) => ({
    title: 'Auction won',
    message: `Congratulations! You won "${title}" with your bid of ${rupees(amount)}.`,
  }),
  lost: (title: string, amount: number) => ({
    title: 'Auction lost',
    message: `"${title}" has ended with a winning bid of ${rupees(amount)}. ` + 'Your EMD is refunded within 5-7 business days.',
  }),
  vendorEnded: (title: string, finalBid: number | null) => ({
    title: 'Your auction has ended',
    message: finalBid === null ? `"${title}" has ended without any bids.` : `"${title}" has ended with a final bid of ${rupees(finalBid)}.`,
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
