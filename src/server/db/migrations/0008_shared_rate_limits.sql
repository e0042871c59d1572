CREATE TABLE "bid_rate_buckets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at_ms" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "bid_rate_buckets" ADD CONSTRAINT "bid_rate_buckets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;