-- A registration's email is matched in any case (an invitee added as ann@x.com links the completed
-- registration of Ann@X.com; a registrant added by hand with ANN@x.com is refused as taken): the
-- look-ups compare lower(email), which this index serves. Before, they probed the email as typed
-- and in lower case, and missed a registration stored in mixed case. On a big event the index
-- build holds writes to registrations for a few seconds (about 1,000,000 rows).
DROP INDEX "registrations_event_email_idx";--> statement-breakpoint
CREATE INDEX "registrations_event_email_idx" ON "registrations" USING btree ("event_id",lower("email"));
