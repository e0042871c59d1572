-- One notification outbox (decision 026): every event written once in the transaction that causes it,
-- delivered by a worker to e-mail and push; what each channel made of it; the users' switches.
CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auction_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_status_check" CHECK ("status" IN ('pending', 'done', 'failed'))
);--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "notification_outbox_created_at_idx" ON "notification_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"event_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_event_id_channel_pk" PRIMARY KEY("event_id","channel"),
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("channel" IN ('email', 'push')),
	CONSTRAINT "notification_deliveries_status_check" CHECK ("status" IN ('sent', 'skipped', 'failed'))
);--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_event_id_notification_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("channel" IN ('in_app', 'email', 'push'))
);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_event_uq" ON "email_outbox" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "ending_soon_told_at" timestamp with time zone;
