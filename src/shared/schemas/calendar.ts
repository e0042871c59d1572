import { z } from 'zod';
import { LANGUAGES } from '../domain/languages';

/** The caller's private calendar feed: whether they have one, and since when (its address is shown once). */
export const CalendarFeedSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** A new feed address: the only time it is shown; a new one replaces it. */
export const NewCalendarFeedSchema = z.object({
  url: z.string().describe('The feed (https), for a calendar that subscribes by address'),
  createdAt: z.string(),
});
export type NewCalendarFeed = z.infer<typeof NewCalendarFeedSchema>;

export const CalendarLanguageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export { CALENDAR_MESSAGES } from '../messages/calendar';
