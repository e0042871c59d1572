CREATE TYPE "public"."proxy_bid_status" AS ENUM('active', 'exhausted');--> statement-breakpoint
CREATE TABLE "bid_log" (
	"auction_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"bid_id" uuid,
	"ref" integer,
	"alias" text NOT NULL,
	"amount" bigint NOT NULL,
	"automatic" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "bid_log_auction_id_seq_pk" PRIMARY KEY("auction_id","seq")
);
--> statement-breakpoint
CREATE TABLE "bid_log_seals" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_bids" (
	"auction_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"max_amount" bigint NOT NULL,
	"status" "proxy_bid_status" DEFAULT 'active' NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proxy_bids_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_log" ADD CONSTRAINT "bid_log_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_log" ADD CONSTRAINT "bid_log_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_log_seals" ADD CONSTRAINT "bid_log_seals_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_bids" ADD CONSTRAINT "proxy_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_bids" ADD CONSTRAINT "proxy_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_log_bid_idx" ON "bid_log" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "proxy_bids_user_idx" ON "proxy_bids" USING btree ("user_id");