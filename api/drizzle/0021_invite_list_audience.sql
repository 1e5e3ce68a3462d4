-- An invite list's audience is its invitees who registered (audiences/membership.ts). It is kept
-- exact in invitee_counts (0016): an invitee is REGISTERED exactly when it links a completed
-- registration of the event. The check holds that, and two triggers keep it. A deleted
-- registration (the foreign key sets the link null) or one no longer completed leaves its invitees
-- awaiting a response again. So a list's audience count is one kept row, not a join of its
-- invitees with the event's registrants (193 ms at 1 M, docs/performance.md).
CREATE INDEX "invitees_registration_idx" ON "invitees" USING btree ("registration_id","audience_group_id") WHERE "invitees"."registration_id" is not null;--> statement-breakpoint
CREATE FUNCTION "await_unlinked_invitee"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."invitation_status" := 'AWAITING_RESPONSE';
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invitees_unlinked_await"
BEFORE UPDATE OF "registration_id" ON "invitees"
FOR EACH ROW WHEN (NEW."registration_id" IS NULL AND NEW."invitation_status" = 'REGISTERED')
EXECUTE FUNCTION "await_unlinked_invitee"();--> statement-breakpoint
-- Only a statement that changed a completed registration can have left one: an approval batch
-- (none completed before) pays one look at its old rows, not a join with the invitees.
CREATE FUNCTION "unlink_invitees_of_uncompleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "old_registrations" WHERE status = 'REGISTERED') THEN
    UPDATE "invitees" i SET "registration_id" = NULL
    FROM "new_registrations" r
    WHERE r.status <> 'REGISTERED' AND i."registration_id" = r.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_updated_unlink_invitees"
AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "old_registrations" NEW TABLE AS "new_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "unlink_invitees_of_uncompleted"();--> statement-breakpoint
-- Rows written before the rule: unlinked from what is not completed, then each status set from
-- its link.
UPDATE "invitees" i SET "registration_id" = NULL
FROM "registrations" r WHERE i."registration_id" = r.id AND r.status <> 'REGISTERED';--> statement-breakpoint
UPDATE "invitees" SET "invitation_status" = 'AWAITING_RESPONSE'
WHERE "invitation_status" = 'REGISTERED' AND "registration_id" IS NULL;--> statement-breakpoint
UPDATE "invitees" SET "invitation_status" = 'REGISTERED'
WHERE "invitation_status" <> 'REGISTERED' AND "registration_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_registered_linked_ck" CHECK (("invitees"."invitation_status" = 'REGISTERED') = ("invitees"."registration_id" is not null));
