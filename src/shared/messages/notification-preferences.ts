import type { NotificationChannel, NotificationKind } from '../domain/notification-kinds';

/** The notification settings page and its API. Re-exported by `schemas/notification-preferences.ts`. */
export const NOTIFICATION_PREFERENCE_MESSAGES = {
  title: 'Notification settings',
  description: 'Choose how Neelami tells you about each kind of event.',
  saved: 'Notification settings saved',
  loadError: 'Could not load your notification settings. Please try again.',
  inAppLocked: 'Payment deadlines always appear in your notifications.',
  lockedHint: 'Always on: it carries a payment deadline.',
  unsubscribed: (kind: string) => `You will no longer receive e-mails about ${kind}.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  manage: 'Manage all notification settings',
} as const;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  account: 'Account approval',
  emd: 'EMD deposits',
  outbid: 'Outbid',
  auction_extended: 'Auction extended',
  ending_soon: 'Ending in 1 hour',
  auction_live: 'Auction live (reminders)',
  won: 'Auction won',
  lost: 'Auction lost',
  reserve_not_met: 'Reserve not met',
  sale: 'Sale stages',
  deadlines: 'Payment deadlines',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'E-mail',
  push: 'Push',
};
