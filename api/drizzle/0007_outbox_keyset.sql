DROP INDEX "email_outbox_event_created_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_event_id_idx" ON "email_outbox" USING btree ("event_id","id");