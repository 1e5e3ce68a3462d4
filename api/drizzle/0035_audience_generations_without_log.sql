-- The audience generation moves as before, but no longer logs which registrants each move may
-- have changed (issue #45, decision 0048). The log (audience_changes, migration 0027) let a read
-- bring a group's snapshot a few changes old up to now; a snapshot is now served as it was kept,
-- flagged as updating, while the worker keeps it again. Each bump trigger names the events its
-- statement touched; the statement below moves their generations, in the order of their ids. An
-- invitee's write now moves its event's generation as any row with an event_id does.
CREATE FUNCTION "bump_audience_generations_statement"("touched_events" text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO "audience_generations" AS a ("event_id", "generation")
    SELECT DISTINCT event_id, 1 FROM (%s) AS touched ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1
  $sql$, touched_events)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_audience_generations_of_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "bump_audience_generations_statement"(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT event_id FROM new_rows WHERE status = ''REGISTERED'''
    WHEN 'DELETE' THEN 'SELECT event_id FROM old_rows WHERE status = ''REGISTERED'''
    ELSE 'SELECT event_id FROM new_rows WHERE status = ''REGISTERED''
      UNION ALL SELECT event_id FROM old_rows WHERE status = ''REGISTERED'''
  END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_audience_generations_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "bump_audience_generations_statement"(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT event_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT event_id FROM old_rows'
    ELSE 'SELECT event_id FROM new_rows UNION ALL SELECT event_id FROM old_rows'
  END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_audience_generations_of_form_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "bump_audience_generations_statement"(
    'SELECT n.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.event_id, n.field_name, n.type, n.sub_type, n.predefined_values)
       IS DISTINCT FROM (o.event_id, o.field_name, o.type, o.sub_type, o.predefined_values)');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "invitees_inserted_bump_audience_generations" ON "invitees";--> statement-breakpoint
DROP TRIGGER "invitees_updated_bump_audience_generations" ON "invitees";--> statement-breakpoint
DROP TRIGGER "invitees_deleted_bump_audience_generations" ON "invitees";--> statement-breakpoint
CREATE TRIGGER "invitees_inserted_bump_audience_generations"
AFTER INSERT ON "invitees" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "invitees_updated_bump_audience_generations"
AFTER UPDATE ON "invitees" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
CREATE TRIGGER "invitees_deleted_bump_audience_generations"
AFTER DELETE ON "invitees" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_events"();--> statement-breakpoint
DROP FUNCTION "bump_audience_generations_of_invitees"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_audience_generations_of_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows'
  END;
BEGIN
  EXECUTE "bump_audience_generations_statement"(format(
    'SELECT g.event_id FROM (%s) AS t JOIN "audience_groups" AS g ON g.id = t.%I',
    rows_of, TG_ARGV[0]));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "audience_group_members_inserted_bump_audience_generations" ON "audience_group_members";--> statement-breakpoint
DROP TRIGGER "audience_group_members_updated_bump_audience_generations" ON "audience_group_members";--> statement-breakpoint
DROP TRIGGER "audience_group_members_deleted_bump_audience_generations" ON "audience_group_members";--> statement-breakpoint
CREATE TRIGGER "audience_group_members_inserted_bump_audience_generations"
AFTER INSERT ON "audience_group_members" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id');--> statement-breakpoint
CREATE TRIGGER "audience_group_members_updated_bump_audience_generations"
AFTER UPDATE ON "audience_group_members" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id');--> statement-breakpoint
CREATE TRIGGER "audience_group_members_deleted_bump_audience_generations"
AFTER DELETE ON "audience_group_members" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id');
--> statement-breakpoint
DROP FUNCTION "audience_changes_statement"(text);
--> statement-breakpoint
DROP TABLE "audience_changes";
