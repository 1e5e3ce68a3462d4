CREATE TABLE "audience_generations" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_group_counts" (
	"audience_group_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_count" integer NOT NULL,
	"counted_generation" bigint NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_group_counts" ADD CONSTRAINT "custom_group_counts_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_group_counts_event_idx" ON "custom_group_counts" USING btree ("event_id");--> statement-breakpoint
-- The event's audience generation moves on with every statement that can change who is in a custom
-- group (one grouped upsert per statement, events in key order); a kept custom group count is
-- fresh while its event's generation is the one it was counted at. Registrations count only when
-- REGISTERED before or after: nobody else is audience, so a bulk approval of pending requests
-- leaves the counts fresh.
CREATE FUNCTION "bump_audience_generations_of_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "audience_generations" AS a ("event_id", "generation")
    SELECT DISTINCT event_id, 1 FROM "new_rows" WHERE status = 'REGISTERED' ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "audience_generations" AS a ("event_id", "generation")
    SELECT DISTINCT event_id, 1 FROM "old_rows" WHERE status = 'REGISTERED' ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1;
  ELSE
    INSERT INTO "audience_generations" AS a ("event_id", "generation")
    SELECT event_id, 1 FROM (
      SELECT event_id FROM "new_rows" WHERE status = 'REGISTERED'
      UNION SELECT event_id FROM "old_rows" WHERE status = 'REGISTERED'
    ) AS touched ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rows that carry their event: invitees (a saved filter's guest list), form fields (a filter on a
-- removed field selects nobody), and the deletion of a group, ticket type or flow a filter names.
CREATE FUNCTION "bump_audience_generations_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "audience_generations" AS a ("event_id", "generation")
    SELECT DISTINCT event_id, 1 FROM "new_rows" ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "audience_generations" AS a ("event_id", "generation")
    SELECT DISTINCT event_id, 1 FROM "old_rows" ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1;
  ELSE
    INSERT INTO "audience_generations" AS a ("event_id", "generation")
    SELECT event_id, 1 FROM (SELECT event_id FROM "new_rows" UNION SELECT event_id FROM "old_rows") AS touched
    ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rows that name their group in the column TG_ARGV[0]: member rows and custom group settings.
-- A group deleted in the same statement is gone from audience_groups; its deletion bumps instead.
CREATE FUNCTION "bump_audience_generations_of_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS id FROM new_rows', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT %I AS id FROM old_rows', TG_ARGV[0])
    ELSE format('SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows', TG_ARGV[0])
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO "audience_generations" AS a ("event_id", "generation")
     SELECT DISTINCT g.event_id, 1 FROM "audience_groups" AS g WHERE g.id IN (%s) ORDER BY 1
     ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1', touched);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_inserted_bump_audience_generations"
AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_registrations"();--> statement-breakpoint
CREATE TRIGGER "registrations_updated_bump_audience_generations"
AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_registrations"();--> statement-breakpoint
CREATE TRIGGER "registrations_deleted_bump_audience_generations"
AFTER DELETE ON "registrations" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_registrations"();--> statement-breakpoint
CREATE TRIGGER "invitees_inserted_bump_audience_generations"
AFTER INSERT ON "invitees" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "invitees_updated_bump_audience_generations"
AFTER UPDATE ON "invitees" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "invitees_deleted_bump_audience_generations"
AFTER DELETE ON "invitees" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "registration_form_fields_inserted_bump_audience_generations"
AFTER INSERT ON "registration_form_fields" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "registration_form_fields_updated_bump_audience_generations"
AFTER UPDATE ON "registration_form_fields" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "registration_form_fields_deleted_bump_audience_generations"
AFTER DELETE ON "registration_form_fields" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "audience_groups_deleted_bump_audience_generations"
AFTER DELETE ON "audience_groups" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "ticket_types_deleted_bump_audience_generations"
AFTER DELETE ON "ticket_types" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "registration_flows_deleted_bump_audience_generations"
AFTER DELETE ON "registration_flows" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "audience_group_members_inserted_bump_audience_generations"
AFTER INSERT ON "audience_group_members" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id');--> statement-breakpoint
CREATE TRIGGER "audience_group_members_updated_bump_audience_generations"
AFTER UPDATE ON "audience_group_members" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id');--> statement-breakpoint
CREATE TRIGGER "audience_group_members_deleted_bump_audience_generations"
AFTER DELETE ON "audience_group_members" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id');--> statement-breakpoint
CREATE TRIGGER "custom_group_settings_inserted_bump_audience_generations"
AFTER INSERT ON "custom_group_settings" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('audience_group_id');--> statement-breakpoint
CREATE TRIGGER "custom_group_settings_updated_bump_audience_generations"
AFTER UPDATE ON "custom_group_settings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('audience_group_id');--> statement-breakpoint
CREATE TRIGGER "custom_group_settings_deleted_bump_audience_generations"
AFTER DELETE ON "custom_group_settings" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('audience_group_id');
