-- One UTR, one payment in: a bank transfer's UTR pays one thing, whichever table records it (an EMD
-- deposit or a sale's deposit or balance). Each of those tables is unique on its own UTRs; this one
-- holds every UTR any of them has taken, filled by their triggers, so that a UTR one table has is
-- refused by the other (a unique violation on money_in_utrs_pkey) under concurrency too. A row
-- leaves with the payment that took it. UTRs already recorded twice stay as they are; new ones cannot.
CREATE TABLE "money_in_utrs" (
	"utr_reference" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "money_in_utrs" ("utr_reference", "source", "created_at")
SELECT "utr_reference", 'emd_deposits', "created_at" FROM "emd_deposits" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "money_in_utrs" ("utr_reference", "source", "created_at")
SELECT "utr_reference", 'sale_payments', "created_at" FROM "sale_payments" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_in_utr_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO money_in_utrs (utr_reference, source) VALUES (NEW.utr_reference, TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_in_utr_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM money_in_utrs WHERE utr_reference = OLD.utr_reference AND source = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER emd_deposits_utr_claim AFTER INSERT ON "emd_deposits" FOR EACH ROW EXECUTE FUNCTION money_in_utr_claim();--> statement-breakpoint
CREATE TRIGGER emd_deposits_utr_release AFTER DELETE ON "emd_deposits" FOR EACH ROW EXECUTE FUNCTION money_in_utr_release();--> statement-breakpoint
CREATE TRIGGER sale_payments_utr_claim AFTER INSERT ON "sale_payments" FOR EACH ROW EXECUTE FUNCTION money_in_utr_claim();--> statement-breakpoint
CREATE TRIGGER sale_payments_utr_release AFTER DELETE ON "sale_payments" FOR EACH ROW EXECUTE FUNCTION money_in_utr_release();
