DROP INDEX "bids_auction_amount_idx";--> statement-breakpoint
CREATE INDEX "bids_auction_amount_idx" ON "bids" USING btree ("auction_id","amount","created_at");