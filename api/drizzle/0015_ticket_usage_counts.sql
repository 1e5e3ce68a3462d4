CREATE TABLE "ticket_usage_counts" (
	"ticket_type_id" integer PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_tickets" ADD COLUMN "registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD COLUMN "registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Writers wait for this migration to commit: a write committed between the backfill below and
-- the trigger that keeps it would never be counted (decision 0046).
LOCK TABLE "registrations", "registration_tickets", "ticket_reservations" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Each ticket line and reservation carries whether its registration is completed (REGISTERED), so
-- the counts below are a function of the rows themselves, even of rows deleted by cascade with
-- their registration. Written before any trigger below exists.
UPDATE "registration_tickets" AS rt SET "registered" = true
FROM "registrations" AS r WHERE r.id = rt.registration_id AND r.status = 'REGISTERED';--> statement-breakpoint
UPDATE "ticket_reservations" AS tr SET "registered" = true
FROM "registrations" AS r WHERE r.id = tr.registration_id AND r.status = 'REGISTERED';--> statement-breakpoint
INSERT INTO "ticket_usage_counts" ("ticket_type_id", "used", "reserved")
SELECT t.id,
  coalesce((SELECT sum(rt.count) FROM "registration_tickets" AS rt WHERE rt.ticket_type_id = t.id AND rt.registered), 0),
  coalesce((SELECT sum(tr.count) FROM "ticket_reservations" AS tr
    WHERE tr.ticket_type_id = t.id AND tr.released_at IS NULL AND NOT tr.registered), 0)
FROM "ticket_types" AS t;--> statement-breakpoint
-- A status change into or out of REGISTERED moves the flag of the request's lines and
-- reservations; their own triggers then move the counts. Every UPDATE here is guarded: a statement
-- trigger fires even for an UPDATE of no row, so an unguarded one would recurse.
CREATE FUNCTION "flag_registered_ticket_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  crossed int[];
BEGIN
  -- Aggregated, not EXISTS: a fast-start EXISTS joins the two transition tables by nested loop.
  SELECT array_agg(n.id) INTO crossed
  FROM "new_registrations" AS n JOIN "old_registrations" AS o ON o.id = n.id
  WHERE (n.status = 'REGISTERED') <> (o.status = 'REGISTERED');
  IF crossed IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "registration_tickets" AS rt SET "registered" = r.status = 'REGISTERED'
  FROM "registrations" AS r
  WHERE r.id = ANY(crossed) AND rt.registration_id = r.id AND rt.registered <> (r.status = 'REGISTERED');
  UPDATE "ticket_reservations" AS tr SET "registered" = r.status = 'REGISTERED'
  FROM "registrations" AS r
  WHERE r.id = ANY(crossed) AND tr.registration_id = r.id AND tr.registered <> (r.status = 'REGISTERED');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_updated_flag_registered_ticket_rows"
AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "old_registrations" NEW TABLE AS "new_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "flag_registered_ticket_rows"();--> statement-breakpoint
-- Used tickets per ticket type: the lines flagged registered, one grouped upsert per statement,
-- ticket types in key order. Inserted or moved lines then take their registration's flag (a nested
-- update, counted by the update trigger).
CREATE FUNCTION "count_used_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_usage_counts" AS c ("ticket_type_id", "used")
    SELECT ticket_type_id, sum(count) FROM "new_lines" WHERE registered GROUP BY 1 ORDER BY 1
    ON CONFLICT ("ticket_type_id") DO UPDATE SET "used" = c."used" + excluded."used";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_usage_counts" AS c ("ticket_type_id", "used")
    SELECT ticket_type_id, -sum(count) FROM "old_lines" WHERE registered GROUP BY 1 ORDER BY 1
    ON CONFLICT ("ticket_type_id") DO UPDATE SET "used" = c."used" + excluded."used";
  ELSE
    INSERT INTO "ticket_usage_counts" AS c ("ticket_type_id", "used")
    SELECT ticket_type_id, sum(n)::int
    FROM (
      SELECT ticket_type_id, count AS n FROM "new_lines" WHERE registered
      UNION ALL
      SELECT ticket_type_id, -count AS n FROM "old_lines" WHERE registered
    ) AS delta
    GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
    ON CONFLICT ("ticket_type_id") DO UPDATE SET "used" = c."used" + excluded."used";
  END IF;
  -- Nested: the DELETE trigger has no "new_lines" to parse. Guarded by the statement having
  -- rows (a nested update of none ends the recursion), not by a join: a fast-start EXISTS over
  -- two large sets runs as a nested loop, quadratic on a bulk load without indexes.
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "new_lines") THEN
      UPDATE "registration_tickets" AS rt SET "registered" = r.status = 'REGISTERED'
      FROM "new_lines" AS n JOIN "registrations" AS r ON r.id = n.registration_id
      WHERE n.registered <> (r.status = 'REGISTERED')
        AND rt.registration_id = n.registration_id AND rt.ticket_type_id = n.ticket_type_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registration_tickets_inserted_count_used_tickets"
AFTER INSERT ON "registration_tickets" REFERENCING NEW TABLE AS "new_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "count_used_tickets"();--> statement-breakpoint
CREATE TRIGGER "registration_tickets_updated_count_used_tickets"
AFTER UPDATE ON "registration_tickets" REFERENCING OLD TABLE AS "old_lines" NEW TABLE AS "new_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "count_used_tickets"();--> statement-breakpoint
CREATE TRIGGER "registration_tickets_deleted_count_used_tickets"
AFTER DELETE ON "registration_tickets" REFERENCING OLD TABLE AS "old_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "count_used_tickets"();--> statement-breakpoint
-- Reserved tickets per ticket type: open reservations not flagged registered, kept the same way.
CREATE FUNCTION "count_reserved_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_usage_counts" AS c ("ticket_type_id", "reserved")
    SELECT ticket_type_id, sum(count) FROM "new_reservations" WHERE released_at IS NULL AND NOT registered
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("ticket_type_id") DO UPDATE SET "reserved" = c."reserved" + excluded."reserved";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_usage_counts" AS c ("ticket_type_id", "reserved")
    SELECT ticket_type_id, -sum(count) FROM "old_reservations" WHERE released_at IS NULL AND NOT registered
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("ticket_type_id") DO UPDATE SET "reserved" = c."reserved" + excluded."reserved";
  ELSE
    INSERT INTO "ticket_usage_counts" AS c ("ticket_type_id", "reserved")
    SELECT ticket_type_id, sum(n)::int
    FROM (
      SELECT ticket_type_id, count AS n FROM "new_reservations" WHERE released_at IS NULL AND NOT registered
      UNION ALL
      SELECT ticket_type_id, -count AS n FROM "old_reservations" WHERE released_at IS NULL AND NOT registered
    ) AS delta
    GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
    ON CONFLICT ("ticket_type_id") DO UPDATE SET "reserved" = c."reserved" + excluded."reserved";
  END IF;
  -- Nested: the DELETE trigger has no "new_reservations" to parse; guarded as above.
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "new_reservations") THEN
      UPDATE "ticket_reservations" AS tr SET "registered" = r.status = 'REGISTERED'
      FROM "new_reservations" AS n JOIN "registrations" AS r ON r.id = n.registration_id
      WHERE n.registered <> (r.status = 'REGISTERED') AND tr.id = n.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ticket_reservations_inserted_count_reserved_tickets"
AFTER INSERT ON "ticket_reservations" REFERENCING NEW TABLE AS "new_reservations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_reserved_tickets"();--> statement-breakpoint
CREATE TRIGGER "ticket_reservations_updated_count_reserved_tickets"
AFTER UPDATE ON "ticket_reservations" REFERENCING OLD TABLE AS "old_reservations" NEW TABLE AS "new_reservations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_reserved_tickets"();--> statement-breakpoint
CREATE TRIGGER "ticket_reservations_deleted_count_reserved_tickets"
AFTER DELETE ON "ticket_reservations" REFERENCING OLD TABLE AS "old_reservations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_reserved_tickets"();
