-- Refunds go to the account the EMD came from (decision 033): a deposit records the buyer's own account
-- it was paid from (the holder's name checked against the profile), and a withdrawal names the deposit
-- whose account it pays, copying that account. Deposits and withdrawals recorded before this have none
-- (their columns stay null); a deposit has all three parts of its account or none.
ALTER TABLE "emd_deposits" ADD COLUMN "source_holder_name" text;--> statement-breakpoint
ALTER TABLE "emd_deposits" ADD COLUMN "source_account" text;--> statement-breakpoint
ALTER TABLE "emd_deposits" ADD COLUMN "source_ifsc" text;--> statement-breakpoint
ALTER TABLE "emd_deposits" ADD CONSTRAINT "emd_deposits_source_check" CHECK (("source_account" IS NULL) = ("source_ifsc" IS NULL) AND ("source_account" IS NULL) = ("source_holder_name" IS NULL));--> statement-breakpoint
ALTER TABLE "emd_withdrawals" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "emd_withdrawals" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "emd_withdrawals" ADD CONSTRAINT "emd_withdrawals_deposit_id_emd_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."emd_deposits"("id") ON DELETE set null ON UPDATE no action;
