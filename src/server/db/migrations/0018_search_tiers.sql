-- The Relevance order by where a search's words are found (decision 021): in the title, in the title
-- with the location, or anywhere (the description too). Each is a full-text vector of its own, cut
-- from `tsv` by weight (title A, location B), with its own GIN index, so that a page of a common
-- word's results reads the first matching rows of each in the Ending Soon index and stops, instead of
-- ranking every match.
ALTER TABLE "auction_search" ADD COLUMN "title_tsv" tsvector GENERATED ALWAYS AS (ts_filter("tsv", '{a}')) STORED;--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "head_tsv" tsvector GENERATED ALWAYS AS (ts_filter("tsv", '{a,b}')) STORED;--> statement-breakpoint
CREATE INDEX "auction_search_title_tsv_idx" ON "auction_search" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "auction_search_head_tsv_idx" ON "auction_search" USING gin ("head_tsv");
