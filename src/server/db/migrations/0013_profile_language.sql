-- The language a user reads Neelami in (issue 14): the screens, e-mail and notifications follow it.
ALTER TABLE "profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_check" CHECK ("language" IN ('en', 'hi', 'mr'));
