-- The scheduler's jobs read only what is due (decision 040). Starts and ends already have
-- (status, start_time) and (status, end_time); the ending-soon notice gets an index of the live
-- auctions not yet told, so what it reads shrinks as notices go out, and the sales' deadline job an
-- index of the deadline that matters in each stage that has one (the same expression the job compares).
CREATE INDEX "auctions_ending_soon_notice_idx" ON "auctions" USING btree ("end_time") WHERE "status" = 'live' AND "ending_soon_told_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sales_deadline_idx" ON "sales" USING btree ((case "stage" when 'reserve_not_met' then "decision_due_at" when 'deposit_due' then "deposit_due_at" when 'balance_due' then "balance_due_at" end)) WHERE "stage" in ('reserve_not_met', 'deposit_due', 'balance_due');
