-- Why an account was suspended or rejected (decision 042): the admin's reason, kept on the profile so the
-- user sees it beside their account status; cleared when the account is verified again.
ALTER TABLE "profiles" ADD COLUMN "status_reason" text;
