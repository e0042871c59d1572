-- Saved searches with alerts (issue 30): a listing view kept under a name, matched in the database when
-- an auction becomes public; its matching columns are the view's filters, normalised when it is saved.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"page" text NOT NULL,
	"params" jsonb NOT NULL,
	"search_query" tsquery,
	"location_pattern" text,
	"property_type" "property_type",
	"category" "auction_category",
	"state" text,
	"district" text,
	"seller" text,
	"possession" "possession_type",
	"min_price" bigint,
	"max_price" bigint,
	"near_latitude" double precision,
	"near_longitude" double precision,
	"near_km" double precision,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_pkey" PRIMARY KEY ("saved_search_id","auction_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_state_idx" ON "saved_searches" USING btree ("state") WHERE NOT "paused";--> statement-breakpoint
CREATE INDEX "saved_searches_digest_due_idx" ON "saved_searches" USING btree ("next_digest_at") WHERE "next_digest_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_search_matches_auction_idx" ON "saved_search_matches" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_search_matches_due_idx" ON "saved_search_matches" USING btree ("due_at") WHERE "notified_at" IS NULL AND "due_at" IS NOT NULL;
