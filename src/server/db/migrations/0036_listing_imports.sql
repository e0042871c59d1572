-- Bulk listing from a spreadsheet (issue 31, part 2): each import's progress and the problems found in its rows.
CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" text,
	"file_name" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"rows" integer NOT NULL,
	"valid" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issue_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_imports_created_by_idx" ON "listing_imports" USING btree ("created_by","created_at");
