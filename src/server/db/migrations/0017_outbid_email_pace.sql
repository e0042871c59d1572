-- Outbid e-mails are coalesced per user and auction (decision 026): the worker asks whether a later
-- outbid exists and when the last one was e-mailed. This index answers both from the user's own few
-- outbid events on the auction, however large the outbox.
CREATE INDEX "notification_outbox_outbid_idx" ON "notification_outbox" USING btree ("user_id", "auction_id", "created_at") WHERE "event" = 'outbid';
