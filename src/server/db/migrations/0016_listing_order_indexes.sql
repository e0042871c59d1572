-- Indexes that match the listing's orders over the rows guests and buyers see (decision 025): each
-- ends on `id` as the order does, so a first page, a deep page and a cursor's seek read the index in
-- order and stop. Partial on `status <> 'draft'` (the public listing's own condition), so drafts
-- cost them nothing. They replace the single-column ones on the same figures: a bid changes
-- current_bid and bid_count, so the number of indexes a bid writes stays the same.
DROP INDEX IF EXISTS "auctions_current_bid_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "auctions_bid_count_idx";--> statement-breakpoint
CREATE INDEX "auctions_public_newest_idx" ON "auctions" USING btree ("created_at" DESC, "id") WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "auctions_public_highest_bid_idx" ON "auctions" USING btree ("current_bid" DESC, "id") WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "auctions_public_most_bids_idx" ON "auctions" USING btree ("bid_count" DESC, "id") WHERE "status" <> 'draft';
