import { defineMessages } from './define';
/** Reminder texts (the bell on upcoming auctions). Re-exported by `schemas/notification.ts`. */
export const REMINDER_MESSAGES = defineMessages('reminder', {
  upcomingOnly: 'Reminders can be set only on upcoming auctions.',
  set: 'Reminder set',
  setDescription: 'We will notify you when this auction goes live.',
  removed: 'Reminder removed',
  signInRequired: 'Please sign in to set a reminder.',
} as const);
