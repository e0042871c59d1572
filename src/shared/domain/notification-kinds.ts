/**
 * The kinds of notification a user can switch per channel (decision 026), the channels, and the
 * defaults. A kind groups the events of the text catalogue (`messages/notifications.ts`).
 */
export const NOTIFICATION_KINDS = [
  'account',
  'emd',
  'outbid',
  'auction_extended',
  'ending_soon',
  'auction_live',
  'won',
  'lost',
  'reserve_not_met',
  'sale',
  'deadlines',
  'questions',
  'saved_searches',
  'inspections',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The channels a worker delivers (in-app is written in the causing transaction). */
export const DELIVERY_CHANNELS = ['email', 'push'] as const satisfies readonly NotificationChannel[];
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

const EMAIL_ON: ReadonlySet<NotificationKind> = new Set([
  'account',
  'emd',
  'outbid',
  'auction_live',
  'won',
  'lost',
  'reserve_not_met',
  'sale',
  'deadlines',
  'questions',
  'saved_searches',
  'inspections',
]);
// NOTE: a saved search's alerts were asked for by name, so they reach every channel unless switched off.
const PUSH_ON: ReadonlySet<NotificationKind> = new Set(['outbid', 'ending_soon', 'won', 'saved_searches']);

/**
 * NOTE: kinds that carry a payment deadline (the won sale's terms, every sale stage, the reminders and
 * forfeitures): missing one costs the buyer the deposit, so the bell always shows them.
 */
export const IN_APP_LOCKED_KINDS: ReadonlySet<NotificationKind> = new Set(['won', 'sale', 'deadlines']);

export function isLockedPreference(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channel === 'in_app' && IN_APP_LOCKED_KINDS.has(kind);
}

/** On unless the user switched it off: all in-app; e-mail and push per the lists above. */
export function defaultPreference(kind: NotificationKind, channel: NotificationChannel): boolean {
  if (channel === 'in_app') return true;
  return channel === 'email' ? EMAIL_ON.has(kind) : PUSH_ON.has(kind);
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
