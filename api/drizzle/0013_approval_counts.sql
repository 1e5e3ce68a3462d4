CREATE TABLE "audience_counts" (
	"event_id" integer NOT NULL,
	"role" text NOT NULL,
	"flow_id" integer NOT NULL,
	"ticket_type_id" integer,
	"is_attended" boolean NOT NULL,
	"registrants" integer NOT NULL,
	CONSTRAINT "audience_counts_key" UNIQUE NULLS NOT DISTINCT("event_id","role","flow_id","ticket_type_id","is_attended")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "attendee_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_tab_counts" ADD COLUMN "completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_tab_counts" ADD COLUMN "attendees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Writers wait for this migration to commit: a write committed between the backfill below and
-- the trigger that keeps it would never be counted (decision 0046).
LOCK TABLE "registrations", "registration_tickets" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Each request's attendees from its ticket lines, written while no trigger reads them yet (the
-- approval tab totals do not change, so 0012's trigger adds nothing).
UPDATE "registrations" AS r SET "attendee_count" = s.n
FROM (SELECT registration_id, sum(count)::int AS n FROM "registration_tickets" GROUP BY 1) AS s
WHERE r.id = s.registration_id AND r.attendee_count <> s.n;--> statement-breakpoint
-- 0012's totals per (event, tab, flow), with the completed requests and the sum of attendee_count:
-- the counts summary and the capacity check read these instead of the event's requests.
CREATE OR REPLACE FUNCTION "count_approval_tabs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "total", "selectable", "completed", "attendees")
    SELECT event_id, approval_tab, flow_id, count(*),
      count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress),
      count(*) FILTER (WHERE status = 'REGISTERED'), sum(attendee_count)
    FROM "added_registrations" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("event_id", "approval_tab", "flow_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable",
        "completed" = c."completed" + excluded."completed", "attendees" = c."attendees" + excluded."attendees";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "total", "selectable", "completed", "attendees")
    SELECT event_id, approval_tab, flow_id, -count(*),
      -count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress),
      -count(*) FILTER (WHERE status = 'REGISTERED'), -sum(attendee_count)
    FROM "removed_registrations" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("event_id", "approval_tab", "flow_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable",
        "completed" = c."completed" + excluded."completed", "attendees" = c."attendees" + excluded."attendees";
  ELSE
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "total", "selectable", "completed", "attendees")
    SELECT event_id, approval_tab, flow_id, sum(d)::int, sum(d * selectable)::int, sum(d * completed)::int,
      sum(d * attendee_count)::int
    FROM (
      SELECT event_id, approval_tab, flow_id, 1 AS d, attendee_count,
        (status <> 'REGISTERED' AND NOT is_transaction_in_progress)::int AS selectable, (status = 'REGISTERED')::int AS completed
      FROM "added_registrations"
      UNION ALL
      SELECT event_id, approval_tab, flow_id, -1 AS d, attendee_count,
        (status <> 'REGISTERED' AND NOT is_transaction_in_progress)::int AS selectable, (status = 'REGISTERED')::int AS completed
      FROM "removed_registrations"
    ) AS delta
    GROUP BY 1, 2, 3
    HAVING sum(d) <> 0 OR sum(d * selectable) <> 0 OR sum(d * completed) <> 0 OR sum(d * attendee_count) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ("event_id", "approval_tab", "flow_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable",
        "completed" = c."completed" + excluded."completed", "attendees" = c."attendees" + excluded."attendees";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "approval_tab_counts" AS c SET "completed" = s.completed, "attendees" = s.attendees
FROM (
  SELECT event_id, approval_tab, flow_id, count(*) FILTER (WHERE status = 'REGISTERED') AS completed,
    sum(attendee_count) AS attendees
  FROM "registrations" GROUP BY 1, 2, 3
) AS s
WHERE c.event_id = s.event_id AND c.approval_tab = s.approval_tab AND c.flow_id = s.flow_id;--> statement-breakpoint
-- A request's attendee_count, kept from its ticket lines by whatever writes them: the requests a
-- statement touched are summed again, and only those whose value changes are updated, so the
-- registrations triggers move just their attendees between the kept counts.
CREATE FUNCTION "keep_attendee_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "registrations" AS r SET "attendee_count" = s.n
    FROM (
      SELECT t.registration_id, coalesce(sum(rt.count), 1)::int AS n
      FROM (SELECT DISTINCT registration_id FROM "added_ticket_lines") AS t
      LEFT JOIN "registration_tickets" AS rt ON rt.registration_id = t.registration_id
      GROUP BY 1
    ) AS s
    WHERE r.id = s.registration_id AND r.attendee_count <> s.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "registrations" AS r SET "attendee_count" = s.n
    FROM (
      SELECT t.registration_id, coalesce(sum(rt.count), 1)::int AS n
      FROM (SELECT DISTINCT registration_id FROM "removed_ticket_lines") AS t
      LEFT JOIN "registration_tickets" AS rt ON rt.registration_id = t.registration_id
      GROUP BY 1
    ) AS s
    WHERE r.id = s.registration_id AND r.attendee_count <> s.n;
  ELSE
    UPDATE "registrations" AS r SET "attendee_count" = s.n
    FROM (
      SELECT t.registration_id, coalesce(sum(rt.count), 1)::int AS n
      FROM (
        SELECT registration_id FROM "added_ticket_lines" UNION SELECT registration_id FROM "removed_ticket_lines"
      ) AS t
      LEFT JOIN "registration_tickets" AS rt ON rt.registration_id = t.registration_id
      GROUP BY 1
    ) AS s
    WHERE r.id = s.registration_id AND r.attendee_count <> s.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registration_tickets_inserted_keep_attendee_counts"
AFTER INSERT ON "registration_tickets" REFERENCING NEW TABLE AS "added_ticket_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_attendee_counts"();--> statement-breakpoint
CREATE TRIGGER "registration_tickets_updated_keep_attendee_counts"
AFTER UPDATE ON "registration_tickets" REFERENCING OLD TABLE AS "removed_ticket_lines" NEW TABLE AS "added_ticket_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_attendee_counts"();--> statement-breakpoint
CREATE TRIGGER "registration_tickets_deleted_keep_attendee_counts"
AFTER DELETE ON "registration_tickets" REFERENCING OLD TABLE AS "removed_ticket_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_attendee_counts"();--> statement-breakpoint
-- The audience (REGISTERED) per (event, role, flow, ticket, attendance), kept as 0012 keeps the
-- approval tabs: one grouped upsert per statement, groups in key order.
INSERT INTO "audience_counts" ("event_id", "role", "flow_id", "ticket_type_id", "is_attended", "registrants")
SELECT event_id, role, flow_id, ticket_type_id, is_attended, count(*)
FROM "registrations" WHERE status = 'REGISTERED' GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE FUNCTION "count_audiences"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "audience_counts" AS c ("event_id", "role", "flow_id", "ticket_type_id", "is_attended", "registrants")
    SELECT event_id, role, flow_id, ticket_type_id, is_attended, count(*)
    FROM "added_registrations" WHERE status = 'REGISTERED'
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT "audience_counts_key" DO UPDATE SET "registrants" = c."registrants" + excluded."registrants";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "audience_counts" AS c ("event_id", "role", "flow_id", "ticket_type_id", "is_attended", "registrants")
    SELECT event_id, role, flow_id, ticket_type_id, is_attended, -count(*)
    FROM "removed_registrations" WHERE status = 'REGISTERED'
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT "audience_counts_key" DO UPDATE SET "registrants" = c."registrants" + excluded."registrants";
  ELSE
    INSERT INTO "audience_counts" AS c ("event_id", "role", "flow_id", "ticket_type_id", "is_attended", "registrants")
    SELECT event_id, role, flow_id, ticket_type_id, is_attended, sum(d)::int
    FROM (
      SELECT event_id, role, flow_id, ticket_type_id, is_attended, 1 AS d FROM "added_registrations" WHERE status = 'REGISTERED'
      UNION ALL
      SELECT event_id, role, flow_id, ticket_type_id, is_attended, -1 AS d FROM "removed_registrations" WHERE status = 'REGISTERED'
    ) AS delta
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT "audience_counts_key" DO UPDATE SET "registrants" = c."registrants" + excluded."registrants";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_inserted_count_audiences"
AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "added_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_audiences"();--> statement-breakpoint
CREATE TRIGGER "registrations_updated_count_audiences"
AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "removed_registrations" NEW TABLE AS "added_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_audiences"();--> statement-breakpoint
CREATE TRIGGER "registrations_deleted_count_audiences"
AFTER DELETE ON "registrations" REFERENCING OLD TABLE AS "removed_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_audiences"();
