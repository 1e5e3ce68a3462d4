-- An invite list's audience page walked the event's registrants newest first and probed each for
-- the list's invitee: a list that is 3 % of the event passes 33 registrants per one kept (at 1 M,
-- offset 2,000: 93.5 ms). The invitee now carries its registration's created_at, so the page walks
-- the list's registered invitees in the audience list's order and reads only their registrations.
-- Triggers keep the copy exact: set with every link (the import, a hand-added invitee, the
-- registrations' triggers, the foreign key's unlink), and followed when a registration's
-- created_at changes; a check holds that it is there exactly with a link.
ALTER TABLE "invitees" ADD COLUMN "registration_created_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "copy_invitee_registration_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."registration_id" IS NULL THEN
    NEW."registration_created_at" := NULL;
  ELSE
    NEW."registration_created_at" := (SELECT r."created_at" FROM "registrations" r WHERE r."id" = NEW."registration_id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invitees_linked_copy_created"
BEFORE INSERT ON "invitees"
FOR EACH ROW WHEN (NEW."registration_id" IS NOT NULL)
EXECUTE FUNCTION "copy_invitee_registration_created"();--> statement-breakpoint
-- A writer that links and copies in one statement (the registrations' trigger below, reading its
-- transition table) is not looked up again: a bulk load of registrations runs without their key.
CREATE TRIGGER "invitees_relinked_copy_created"
BEFORE UPDATE OF "registration_id" ON "invitees"
FOR EACH ROW WHEN (NEW."registration_id" IS DISTINCT FROM OLD."registration_id"
  AND NEW."registration_created_at" IS NOT DISTINCT FROM OLD."registration_created_at")
EXECUTE FUNCTION "copy_invitee_registration_created"();--> statement-breakpoint
-- Migration 0008's marking of the invitees of a completed registration, now copying its created_at.
CREATE OR REPLACE FUNCTION "mark_invitees_registered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invitees" i SET "invitation_status" = 'REGISTERED', "registration_id" = r.id,
    "registration_created_at" = r.created_at
  FROM "changed_registrations" r
  WHERE r.status = 'REGISTERED' AND i."event_id" = r.event_id AND lower(i."email") = lower(r.email)
    AND i."invitation_status" <> 'REGISTERED';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "follow_registration_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invitees" SET "registration_created_at" = NEW."created_at" WHERE "registration_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_created_moved_follow"
AFTER UPDATE OF "created_at" ON "registrations"
FOR EACH ROW WHEN (NEW."created_at" IS DISTINCT FROM OLD."created_at")
EXECUTE FUNCTION "follow_registration_created"();--> statement-breakpoint
UPDATE "invitees" i SET "registration_created_at" = r."created_at"
FROM "registrations" r WHERE r."id" = i."registration_id";--> statement-breakpoint
CREATE INDEX "invitees_group_registered_newest_idx" ON "invitees" USING btree ("audience_group_id","registration_created_at" DESC NULLS LAST,"registration_id" DESC NULLS LAST) WHERE "invitees"."registration_id" is not null;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_registration_created_ck" CHECK (("invitees"."registration_id" is null) = ("invitees"."registration_created_at" is null));
