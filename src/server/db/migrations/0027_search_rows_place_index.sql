-- Place filters read through the search rows' copies of state and district (decision 048): an index
-- there, never on auctions, whose every bid would then write it. Without one, a state or district with
-- a category, possession, seller or price read every auction (60 ms at 150,000).
CREATE INDEX "auction_search_place_idx" ON "auction_search" USING btree ("state", lower("district"));--> statement-breakpoint
CREATE INDEX "auction_search_district_idx" ON "auction_search" USING btree (lower("district"));
