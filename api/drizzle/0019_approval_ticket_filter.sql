-- The approvals' ticket filter at 1 M: each registration keeps the ticket types of its lines, and
-- the approval tab counts are kept per set of them, so a ticket-filtered total is a sum of kept
-- rows whose set meets the filter (exact: a request is in one set only), not a semi-join over the
-- whole tab (636 ms on the Approved tab at 1 M, docs/performance.md).
ALTER TABLE "registrations" ADD COLUMN "requested_ticket_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Writers wait for this migration to commit: a write committed between the backfill below and
-- the trigger that keeps it would never be counted (decision 0046).
LOCK TABLE "registrations", "registration_tickets" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Written while 0012's trigger groups without the new column (its totals do not change).
UPDATE "registrations" AS r SET "requested_ticket_type_ids" = s.types
FROM (SELECT registration_id, array_agg(ticket_type_id ORDER BY ticket_type_id) AS types FROM "registration_tickets" GROUP BY 1) AS s
WHERE r.id = s.registration_id;--> statement-breakpoint
ALTER TABLE "approval_tab_counts" ADD COLUMN "requested_ticket_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_tab_counts" DROP CONSTRAINT "approval_tab_counts_event_id_approval_tab_flow_id_pk";--> statement-breakpoint
ALTER TABLE "approval_tab_counts" ADD CONSTRAINT "approval_tab_counts_key" PRIMARY KEY("event_id","approval_tab","flow_id","requested_ticket_type_ids");--> statement-breakpoint
-- 0013's kept counts, with the requested ticket types as a fourth key column.
CREATE OR REPLACE FUNCTION "count_approval_tabs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "requested_ticket_type_ids", "total", "selectable", "completed", "attendees")
    SELECT event_id, approval_tab, flow_id, requested_ticket_type_ids, count(*),
      count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress),
      count(*) FILTER (WHERE status = 'REGISTERED'), sum(attendee_count)
    FROM "added_registrations" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("event_id", "approval_tab", "flow_id", "requested_ticket_type_ids") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable",
        "completed" = c."completed" + excluded."completed", "attendees" = c."attendees" + excluded."attendees";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "requested_ticket_type_ids", "total", "selectable", "completed", "attendees")
    SELECT event_id, approval_tab, flow_id, requested_ticket_type_ids, -count(*),
      -count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress),
      -count(*) FILTER (WHERE status = 'REGISTERED'), -sum(attendee_count)
    FROM "removed_registrations" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("event_id", "approval_tab", "flow_id", "requested_ticket_type_ids") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable",
        "completed" = c."completed" + excluded."completed", "attendees" = c."attendees" + excluded."attendees";
  ELSE
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "requested_ticket_type_ids", "total", "selectable", "completed", "attendees")
    SELECT event_id, approval_tab, flow_id, requested_ticket_type_ids, sum(d)::int, sum(d * selectable)::int,
      sum(d * completed)::int, sum(d * attendee_count)::int
    FROM (
      SELECT event_id, approval_tab, flow_id, requested_ticket_type_ids, 1 AS d, attendee_count,
        (status <> 'REGISTERED' AND NOT is_transaction_in_progress)::int AS selectable, (status = 'REGISTERED')::int AS completed
      FROM "added_registrations"
      UNION ALL
      SELECT event_id, approval_tab, flow_id, requested_ticket_type_ids, -1 AS d, attendee_count,
        (status <> 'REGISTERED' AND NOT is_transaction_in_progress)::int AS selectable, (status = 'REGISTERED')::int AS completed
      FROM "removed_registrations"
    ) AS delta
    GROUP BY 1, 2, 3, 4
    HAVING sum(d) <> 0 OR sum(d * selectable) <> 0 OR sum(d * completed) <> 0 OR sum(d * attendee_count) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("event_id", "approval_tab", "flow_id", "requested_ticket_type_ids") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable",
        "completed" = c."completed" + excluded."completed", "attendees" = c."attendees" + excluded."attendees";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "approval_tab_counts";--> statement-breakpoint
INSERT INTO "approval_tab_counts" ("event_id", "approval_tab", "flow_id", "requested_ticket_type_ids", "total", "selectable", "completed", "attendees")
SELECT event_id, approval_tab, flow_id, requested_ticket_type_ids, count(*),
  count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress),
  count(*) FILTER (WHERE status = 'REGISTERED'), sum(attendee_count)
FROM "registrations" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- 0013's attendee_count keeper, now keeping requested_ticket_type_ids too. An update of lines
-- looks only at the lines whose registration, ticket type or count changed: a status change
-- rewrites its lines' `registered` flag (0015) and has nothing to recompute, where 0013 summed the
-- lines of every request of a bulk approval again.
DROP TRIGGER "registration_tickets_inserted_keep_attendee_counts" ON "registration_tickets";--> statement-breakpoint
DROP TRIGGER "registration_tickets_updated_keep_attendee_counts" ON "registration_tickets";--> statement-breakpoint
DROP TRIGGER "registration_tickets_deleted_keep_attendee_counts" ON "registration_tickets";--> statement-breakpoint
DROP FUNCTION "keep_attendee_counts"();--> statement-breakpoint
CREATE FUNCTION "keep_ticket_line_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT registration_id) INTO touched FROM "added_ticket_lines";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT registration_id) INTO touched FROM "removed_ticket_lines";
  ELSE
    SELECT array_agg(DISTINCT registration_id) INTO touched FROM (
      (SELECT registration_id, ticket_type_id, count FROM "added_ticket_lines"
        EXCEPT ALL SELECT registration_id, ticket_type_id, count FROM "removed_ticket_lines")
      UNION ALL
      (SELECT registration_id, ticket_type_id, count FROM "removed_ticket_lines"
        EXCEPT ALL SELECT registration_id, ticket_type_id, count FROM "added_ticket_lines")
    ) AS changed;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "registrations" AS r SET "attendee_count" = s.n, "requested_ticket_type_ids" = s.types
  FROM (
    SELECT t.id, coalesce(sum(rt.count), 1)::int AS n,
      coalesce(array_agg(rt.ticket_type_id ORDER BY rt.ticket_type_id) FILTER (WHERE rt.ticket_type_id IS NOT NULL), '{}') AS types
    FROM unnest(touched) AS t(id)
    LEFT JOIN "registration_tickets" AS rt ON rt.registration_id = t.id
    GROUP BY 1
  ) AS s
  WHERE r.id = s.id AND (r.attendee_count <> s.n OR r.requested_ticket_type_ids <> s.types);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registration_tickets_inserted_keep_summaries"
AFTER INSERT ON "registration_tickets" REFERENCING NEW TABLE AS "added_ticket_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_ticket_line_summaries"();--> statement-breakpoint
CREATE TRIGGER "registration_tickets_updated_keep_summaries"
AFTER UPDATE ON "registration_tickets" REFERENCING OLD TABLE AS "removed_ticket_lines" NEW TABLE AS "added_ticket_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_ticket_line_summaries"();--> statement-breakpoint
CREATE TRIGGER "registration_tickets_deleted_keep_summaries"
AFTER DELETE ON "registration_tickets" REFERENCING OLD TABLE AS "removed_ticket_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "keep_ticket_line_summaries"();
