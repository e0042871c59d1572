-- Site inspections (issue 30): a buyer's request to visit an auction's property in a slot of its inspection window.
CREATE TYPE "public"."inspection_status" AS ENUM('requested', 'proposed', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "inspection_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"visit_date" date NOT NULL,
	"slot" text NOT NULL,
	"visit_at" timestamp with time zone NOT NULL,
	"people" integer NOT NULL,
	"phone" text NOT NULL,
	"status" "inspection_status" DEFAULT 'requested' NOT NULL,
	"proposed_date" date,
	"proposed_slot" text,
	"buyer_note" text,
	"officer_note" text,
	"decided_by" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_requests" ADD CONSTRAINT "inspection_requests_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_requests" ADD CONSTRAINT "inspection_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_requests" ADD CONSTRAINT "inspection_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_requests_auction_idx" ON "inspection_requests" USING btree ("auction_id","visit_date");--> statement-breakpoint
CREATE INDEX "inspection_requests_buyer_idx" ON "inspection_requests" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_requests_open_uq" ON "inspection_requests" USING btree ("auction_id","buyer_id") WHERE "inspection_requests"."status" in ('requested', 'proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "inspection_requests_reminder_idx" ON "inspection_requests" USING btree ("visit_at") WHERE "inspection_requests"."status" = 'accepted' and "inspection_requests"."reminded_at" is null;
