-- The bid sheet (issue 31, part 4): the seller's sign-off of an ended auction's bids, against the bid log's head at that moment.
CREATE TABLE "bid_sheet_sign_offs" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"signed_by" text,
	"signed_by_name" text NOT NULL,
	"head_seq" integer NOT NULL,
	"head_hash" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_sheet_sign_offs" ADD CONSTRAINT "bid_sheet_sign_offs_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_sheet_sign_offs" ADD CONSTRAINT "bid_sheet_sign_offs_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
