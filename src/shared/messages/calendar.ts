import { defineMessages } from './define';

/** The calendar feed's texts. Re-exported by `schemas/calendar.ts`. */
export const CALENDAR_MESSAGES = defineMessages('calendar', {
  signInRequired: 'Please sign in to manage your calendar feed.',
  feedNotFound: 'This calendar address is not in use. Create a new one in Neelami’s notification settings.',
} as const);
