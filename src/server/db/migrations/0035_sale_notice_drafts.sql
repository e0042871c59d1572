-- The generated sale notice (issue 31, part 3): the fields an officer prepares, and who approved them (maker-checker).
CREATE TABLE "sale_notice_drafts" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"borrower" text NOT NULL,
	"secured_creditor" text NOT NULL,
	"dues" bigint NOT NULL,
	"dues_as_of" date NOT NULL,
	"possession" "possession_type" NOT NULL,
	"disclose_reserve" boolean DEFAULT false NOT NULL,
	"notice_date" date NOT NULL,
	"prepared_by" text,
	"prepared_by_name" text NOT NULL,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text,
	"approved_by_name" text,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sale_notice_drafts" ADD CONSTRAINT "sale_notice_drafts_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_notice_drafts" ADD CONSTRAINT "sale_notice_drafts_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_notice_drafts" ADD CONSTRAINT "sale_notice_drafts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
