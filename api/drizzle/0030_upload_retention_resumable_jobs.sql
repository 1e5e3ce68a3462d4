-- Decision 0032. Jobs: only attempts that followed no progress count against a kind's retries
-- (counted_attempts, measured from processed_at_claim); the jobs already there keep the attempts
-- they used. Uploads: each file's size, summed per event from the index for the storage cap; the
-- imports whose failed-rows log the retention deleted keep their refused count.
CREATE TABLE "invite_import_log_purges" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"refused_rows" integer NOT NULL,
	"purged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "uploaded_files_event_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "counted_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "processed_at_claim" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "size_bytes" integer GENERATED ALWAYS AS (octet_length(content)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_import_log_purges" ADD CONSTRAINT "invite_import_log_purges_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_event_size_idx" ON "uploaded_files" USING btree ("event_id","size_bytes");--> statement-breakpoint
-- The ALTER TABLE above already keeps writers of jobs waiting until this migration commits; said
-- here as every backfill says it (decision 0046).
LOCK TABLE "jobs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE "jobs" SET "counted_attempts" = "attempts";--> statement-breakpoint
-- Deleting an invite list deletes the files its imports read (unless another list's import read
-- the same file): what the storage cap's message tells an organizer to do to make room.
CREATE FUNCTION "delete_invite_list_uploads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "uploaded_files" AS f
  WHERE f.event_id = OLD.event_id
    AND f.id IN (
      SELECT (j.payload ->> 'fileId')::int FROM "jobs" AS j
      WHERE j.event_id = OLD.event_id AND j.kind = 'invite-list.import'
        AND j.payload ->> 'audienceGroupId' = OLD.id::text)
    AND NOT EXISTS (
      SELECT 1 FROM "jobs" AS o
      WHERE o.event_id = OLD.event_id AND o.kind = 'invite-list.import'
        AND o.payload ->> 'fileId' = f.id::text
        AND o.payload ->> 'audienceGroupId' <> OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invite_list_deleted_delete_uploads"
AFTER DELETE ON "audience_groups"
FOR EACH ROW WHEN (OLD.type = 'INVITE_ONLY') EXECUTE FUNCTION "delete_invite_list_uploads"();
