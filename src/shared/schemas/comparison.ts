import { z } from 'zod';
import { AUCTION_STATUSES, DOCUMENT_CATEGORIES, MAX_COMPARED, POSSESSION_TYPES, PROPERTY_TYPES } from '../domain/constants';

export const ComparisonQuerySchema = z.object({
  ids: z
    .string()
    .max(400)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string()).min(1).max(MAX_COMPARED))
    .describe(`Up to ${MAX_COMPARED} auction ids, comma-separated`),
});

export const ComparedAuctionSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  thumbUrl: z.string().nullable(),
  status: z.enum(AUCTION_STATUSES),
  propertyType: z.enum(PROPERTY_TYPES),
  areaSqFt: z.number().nullable(),
  startingBid: z.number(),
  currentBid: z.number(),
  bidCount: z.number(),
  /** The price now: the current bid once there are bids, else the starting bid. */
  price: z.number(),
  /** `price` per square foot, in whole rupees; null without an area. */
  pricePerSqFt: z.number().nullable(),
  emdAmount: z.number(),
  hasReserve: z.boolean(),
  /** Only for those who may see it (admins, the auction's own vendor); null otherwise or without one. */
  reservePrice: z.number().nullable(),
  possession: z.enum(POSSESSION_TYPES).nullable(),
  emdCutoff: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  inspectionFrom: z.string().nullable(),
  inspectionTo: z.string().nullable(),
  /** The documents the caller may open, by name and category. */
  documents: z.array(z.object({ name: z.string(), category: z.enum(DOCUMENT_CATEGORIES) })),
});
export type ComparedAuction = z.infer<typeof ComparedAuctionSchema>;

/** The auctions asked for that the caller may see, in the order asked; the others are left out. */
export const ComparisonSchema = z.object({ items: z.array(ComparedAuctionSchema) });
export type Comparison = z.infer<typeof ComparisonSchema>;
