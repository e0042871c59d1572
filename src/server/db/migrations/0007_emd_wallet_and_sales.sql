CREATE TYPE "public"."emd_entry_kind" AS ENUM('deposit', 'adjustment', 'hold', 'release', 'apply', 'forfeit', 'withdrawal', 'withdrawal_returned');--> statement-breakpoint
CREATE TYPE "public"."emd_hold_status" AS ENUM('held', 'released', 'applied', 'forfeited');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."possession_type" AS ENUM('symbolic', 'physical');--> statement-breakpoint
CREATE TYPE "public"."sale_payment_kind" AS ENUM('deposit', 'balance');--> statement-breakpoint
CREATE TYPE "public"."sale_stage" AS ENUM('reserve_not_met', 'awaiting_confirmation', 'deposit_due', 'balance_due', 'completed', 'forfeited', 'rejected', 'not_sold');--> statement-breakpoint
CREATE TYPE "public"."emd_withdrawal_status" AS ENUM('requested', 'paid', 'rejected');--> statement-breakpoint
CREATE TABLE "emd_holds" (
	"auction_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" "emd_hold_status" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emd_holds_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "emd_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"auction_id" uuid,
	"kind" "emd_entry_kind" NOT NULL,
	"available_delta" bigint DEFAULT 0 NOT NULL,
	"held_delta" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emd_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"bank_account" text NOT NULL,
	"ifsc" text NOT NULL,
	"status" "emd_withdrawal_status" DEFAULT 'requested' NOT NULL,
	"utr_reference" text,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"kind" "sale_payment_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"utr_reference" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"stage" "sale_stage" NOT NULL,
	"buyer_id" text,
	"price" bigint,
	"reserve_price" bigint,
	"emd_amount" bigint NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"decision_due_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"deposit_due_at" timestamp with time zone,
	"balance_due_at" timestamp with time zone,
	"extension_reason" text,
	"reason" text,
	"completed_at" timestamp with time zone,
	"certificate_number" text,
	"resale_auction_id" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "sale_notice_date" date;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "is_resale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "resale_of" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "emd_cutoff" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "possession" "possession_type";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "inspection_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "inspection_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "authorised_officer_name" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "authorised_officer_phone" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "encumbrances" text;--> statement-breakpoint
ALTER TABLE "emd_holds" ADD CONSTRAINT "emd_holds_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_holds" ADD CONSTRAINT "emd_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_ledger" ADD CONSTRAINT "emd_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_ledger" ADD CONSTRAINT "emd_ledger_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_withdrawals" ADD CONSTRAINT "emd_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emd_withdrawals" ADD CONSTRAINT "emd_withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_auction_id_sales_auction_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."sales"("auction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_resale_auction_id_auctions_id_fk" FOREIGN KEY ("resale_auction_id") REFERENCES "public"."auctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emd_holds_user_idx" ON "emd_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "emd_ledger_user_idx" ON "emd_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "emd_withdrawals_user_idx" ON "emd_withdrawals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emd_withdrawals_utr_uq" ON "emd_withdrawals" USING btree ("utr_reference") WHERE "emd_withdrawals"."utr_reference" is not null;--> statement-breakpoint
CREATE INDEX "sale_payments_auction_idx" ON "sale_payments" USING btree ("auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_utr_uq" ON "sale_payments" USING btree ("utr_reference");--> statement-breakpoint
CREATE INDEX "sales_stage_idx" ON "sales" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "sales_buyer_idx" ON "sales" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_certificate_uq" ON "sales" USING btree ("certificate_number");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_resale_of_auctions_id_fk" FOREIGN KEY ("resale_of") REFERENCES "public"."auctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The EMD a buyer held before the wallet existed becomes the wallet's opening balance.
INSERT INTO "emd_ledger" ("user_id", "kind", "available_delta", "reference")
SELECT "user_id", 'adjustment', "emd_amount", 'opening balance' FROM "profiles" WHERE "emd_amount" > 0;--> statement-breakpoint
-- Auctions that ended before sales were recorded get the sale their result implies: no bids is not
-- sold; a highest bid below the reserve awaits the seller's decision for 72 hours and has no winner;
-- otherwise the highest bidder awaits the seller's confirmation.
INSERT INTO "sales" ("auction_id", "stage", "buyer_id", "price", "reserve_price", "emd_amount", "closed_at", "decision_due_at")
SELECT a."id",
       CASE WHEN a."bid_count" = 0 OR a."winner_id" IS NULL THEN 'not_sold'::"sale_stage"
            WHEN a."reserve_price" IS NOT NULL AND a."current_bid" < a."reserve_price" THEN 'reserve_not_met'::"sale_stage"
            ELSE 'awaiting_confirmation'::"sale_stage" END,
       a."winner_id",
       CASE WHEN a."bid_count" = 0 OR a."winner_id" IS NULL THEN NULL ELSE a."current_bid" END,
       a."reserve_price", a."emd_amount", a."end_time",
       CASE WHEN a."reserve_price" IS NOT NULL AND a."current_bid" < a."reserve_price" AND a."winner_id" IS NOT NULL
            THEN now() + interval '72 hours' END
FROM "auctions" a WHERE a."status" = 'ended';--> statement-breakpoint
UPDATE "auctions" a SET "winner_id" = NULL
FROM "sales" s WHERE s."auction_id" = a."id" AND s."stage" = 'reserve_not_met';
