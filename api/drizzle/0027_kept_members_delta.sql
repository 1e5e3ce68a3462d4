CREATE TABLE "audience_changes" (
	"event_id" integer NOT NULL,
	"generation" bigint NOT NULL,
	"registration_ids" integer[],
	CONSTRAINT "audience_changes_event_id_generation_pk" PRIMARY KEY("event_id","generation")
);
--> statement-breakpoint
CREATE INDEX "audience_cell_counts_event_members_idx" ON "audience_cell_counts" USING btree ("event_id") WHERE "audience_cell_counts"."members_generation" is not null;--> statement-breakpoint
-- Each move of the audience generation of an event with kept members is logged with the
-- registrants it may have changed (kept-delta.ts reads them): the generation triggers of migration
-- 0014 now hand their rows to one statement that moves the generation and logs. `touched` is a
-- query of (event_id, registration_id, whole): a row with whole set means the statement may have
-- changed anyone in that event; a null registration_id alone changes no one (an invitee who has
-- not registered). More than 2,000 registrants in one statement are logged as whole too.
CREATE FUNCTION "audience_changes_statement"("touched" text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    WITH touched AS MATERIALIZED (%s),
    events AS (
      SELECT event_id, bool_or(whole) AS whole, count(registration_id) AS registrants
      FROM touched GROUP BY event_id
    ),
    bumped AS (
      INSERT INTO "audience_generations" AS a ("event_id", "generation")
      SELECT event_id, 1 FROM events ORDER BY 1
      ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1
      RETURNING a."event_id", a."generation"
    )
    INSERT INTO "audience_changes" ("event_id", "generation", "registration_ids")
    SELECT b.event_id, b.generation,
      CASE WHEN e.whole OR e.registrants > 2000 THEN NULL ELSE ARRAY(
        SELECT DISTINCT t.registration_id FROM touched t
        WHERE t.event_id = b.event_id AND t.registration_id IS NOT NULL) END
    FROM bumped b JOIN events e ON e.event_id = b.event_id
    WHERE EXISTS (SELECT 1 FROM "audience_cell_counts" c
      WHERE c.event_id = b.event_id AND c.members_generation IS NOT NULL)
    ON CONFLICT ("event_id", "generation") DO UPDATE SET "registration_ids" = excluded."registration_ids"
  $sql$, touched)
$fn$;--> statement-breakpoint
-- Registrations: the completed ones before or after, each a registrant to read again.
CREATE OR REPLACE FUNCTION "bump_audience_generations_of_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "audience_changes_statement"(CASE TG_OP
    WHEN 'INSERT' THEN
      'SELECT event_id, id AS registration_id, false AS whole FROM new_rows WHERE status = ''REGISTERED'''
    WHEN 'DELETE' THEN
      'SELECT event_id, id AS registration_id, false AS whole FROM old_rows WHERE status = ''REGISTERED'''
    ELSE
      'SELECT event_id, id AS registration_id, false AS whole FROM new_rows WHERE status = ''REGISTERED''
       UNION ALL SELECT event_id, id, false FROM old_rows WHERE status = ''REGISTERED'''
  END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Form fields, and the deletion of a group, ticket type or flow a filter names: anyone.
CREATE OR REPLACE FUNCTION "bump_audience_generations_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "audience_changes_statement"(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT event_id, NULL::int AS registration_id, true AS whole FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT event_id, NULL::int AS registration_id, true AS whole FROM old_rows'
    ELSE 'SELECT event_id, NULL::int AS registration_id, true AS whole FROM new_rows
      UNION ALL SELECT event_id, NULL, true FROM old_rows'
  END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Invitees: an invite list's audience is its invitees' linked registrations, read again; a saved
-- filter's guest list matches registrants by the list's invitees' emails, so an invitee added,
-- removed, or given another email or list may change anyone.
CREATE FUNCTION "bump_audience_generations_of_invitees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "audience_changes_statement"(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT event_id, registration_id, true AS whole FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT event_id, registration_id, true AS whole FROM old_rows'
    ELSE 'SELECT event_id, registration_id, false AS whole FROM new_rows
      UNION ALL SELECT event_id, registration_id, false FROM old_rows
      UNION ALL SELECT event_id, NULL, true FROM (
        (SELECT event_id, audience_group_id, lower(email) FROM new_rows
          EXCEPT ALL SELECT event_id, audience_group_id, lower(email) FROM old_rows)
        UNION ALL
        (SELECT event_id, audience_group_id, lower(email) FROM old_rows
          EXCEPT ALL SELECT event_id, audience_group_id, lower(email) FROM new_rows)
      ) AS moved'
  END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rows that name their group in the column TG_ARGV[0], and their registrant in TG_ARGV[1] where
-- they have one (member rows; custom group settings may change anyone). A group deleted in the
-- same statement is gone from audience_groups; its deletion moves the generation instead.
CREATE OR REPLACE FUNCTION "bump_audience_generations_of_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  registrant text := CASE WHEN TG_NARGS > 1 THEN format('t.%I', TG_ARGV[1]) ELSE 'NULL::int' END;
  rows_of text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows'
  END;
BEGIN
  EXECUTE "audience_changes_statement"(format(
    'SELECT g.event_id, %s AS registration_id, %s AS whole
     FROM (%s) AS t JOIN "audience_groups" AS g ON g.id = t.%I',
    registrant, CASE WHEN TG_NARGS > 1 THEN 'false' ELSE 'true' END, rows_of, TG_ARGV[0]));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "invitees_inserted_bump_audience_generations" ON "invitees";--> statement-breakpoint
DROP TRIGGER "invitees_updated_bump_audience_generations" ON "invitees";--> statement-breakpoint
DROP TRIGGER "invitees_deleted_bump_audience_generations" ON "invitees";--> statement-breakpoint
CREATE TRIGGER "invitees_inserted_bump_audience_generations"
AFTER INSERT ON "invitees" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_invitees"();--> statement-breakpoint
CREATE TRIGGER "invitees_updated_bump_audience_generations"
AFTER UPDATE ON "invitees" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_invitees"();--> statement-breakpoint
CREATE TRIGGER "invitees_deleted_bump_audience_generations"
AFTER DELETE ON "invitees" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_invitees"();--> statement-breakpoint
DROP TRIGGER "audience_group_members_inserted_bump_audience_generations" ON "audience_group_members";--> statement-breakpoint
DROP TRIGGER "audience_group_members_updated_bump_audience_generations" ON "audience_group_members";--> statement-breakpoint
DROP TRIGGER "audience_group_members_deleted_bump_audience_generations" ON "audience_group_members";--> statement-breakpoint
CREATE TRIGGER "audience_group_members_inserted_bump_audience_generations"
AFTER INSERT ON "audience_group_members" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id', 'registration_id');--> statement-breakpoint
CREATE TRIGGER "audience_group_members_updated_bump_audience_generations"
AFTER UPDATE ON "audience_group_members" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id', 'registration_id');--> statement-breakpoint
CREATE TRIGGER "audience_group_members_deleted_bump_audience_generations"
AFTER DELETE ON "audience_group_members" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_groups"('group_id', 'registration_id');
