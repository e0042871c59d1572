-- Phones are stored as the ten-digit national number (registration, profile edits, Add User and the
-- seed agree). Rows written earlier with +91, 91 or 0 in front, or with spaces and dashes, are brought
-- in line; anything that is not an Indian mobile number is left as it is.
UPDATE "profiles"
SET "phone" = right(regexp_replace("phone", '[[:space:]-]', '', 'g'), 10)
WHERE regexp_replace("phone", '[[:space:]-]', '', 'g') ~ '^(\+?91|0)?[6-9][0-9]{9}$'
  AND "phone" <> right(regexp_replace("phone", '[[:space:]-]', '', 'g'), 10);
