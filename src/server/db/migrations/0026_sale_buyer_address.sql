-- The purchaser's postal address for the sale certificate (issue 28): given by the buyer once they have won,
-- read by the seller's officers from confirmation on, printed on the certificate.
ALTER TABLE "sales" ADD COLUMN "buyer_address" text;
