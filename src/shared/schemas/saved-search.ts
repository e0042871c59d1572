import { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  DEFAULT_DIGEST_HOUR,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_PAGES,
  SAVED_SEARCH_PARAMS,
  type SavedSearchParams,
} from '../domain/saved-searches';
import { SAVED_SEARCH_MESSAGES as M } from '../messages/saved-search';
import { AuctionListQuerySchema } from './auction';

export { SAVED_SEARCH_MESSAGES } from '../messages/saved-search';

const name = z.string().trim().min(1, M.nameRequired).max(SAVED_SEARCH_NAME_MAX, M.nameTooLong);
const digestHour = z.number().int().min(0).max(23);

/**
 * A listing address's filters, as strings (`?state=Maharashtra&minPrice=2500000`): only the keys a saved
 * search keeps, each as the listing query itself accepts it.
 */
export const SavedSearchParamsSchema = z
  .partialRecord(z.enum(SAVED_SEARCH_PARAMS), z.string().trim().max(200))
  .superRefine((params, ctx) => {
    if (!AuctionListQuerySchema.safeParse(params).success) ctx.addIssue({ code: 'custom', message: M.badFilters });
  })
  .transform((params) => Object.fromEntries(Object.entries(params).filter(([, v]) => v)) as SavedSearchParams);

export const SavedSearchCreateSchema = z.object({
  name,
  page: z.enum(SAVED_SEARCH_PAGES),
  params: SavedSearchParamsSchema,
  frequency: z.enum(ALERT_FREQUENCIES).default('instant'),
  digestHour: digestHour.default(DEFAULT_DIGEST_HOUR),
});
export type SavedSearchCreate = z.infer<typeof SavedSearchCreateSchema>;

export const SavedSearchUpdateSchema = z
  .object({ name, frequency: z.enum(ALERT_FREQUENCIES), digestHour, paused: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change.' });
export type SavedSearchUpdate = z.infer<typeof SavedSearchUpdateSchema>;

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  page: z.enum(SAVED_SEARCH_PAGES),
  params: z.partialRecord(z.enum(SAVED_SEARCH_PARAMS), z.string()),
  /** The listing address that shows it. */
  href: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** The daily digest's hour, IST (0–23). */
  digestHour: z.number().int(),
  paused: z.boolean(),
  createdAt: z.string(),
  /** New auctions it matched so far, and when the last one came. */
  matches: z.number().int(),
  lastMatchAt: z.string().nullable(),
  /** Matches a daily digest has yet to tell. */
  waiting: z.number().int(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z.object({ items: z.array(SavedSearchSchema) });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;
