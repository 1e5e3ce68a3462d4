-- The registrations that crossed REGISTERED are found by joining the statement's two transition
-- tables. As static SQL, PL/pgSQL planned that join once per session and kept the plan, costed for
-- the transition tables of the first statement: after a one-row update (a check-in, an approval),
-- a later update of 20,000 rows ran it as a nested loop over the unindexed tables (114 s instead of
-- 4 s at 1 M; on PGlite the API is one session). EXECUTE plans it for each statement's own sizes.
CREATE OR REPLACE FUNCTION "flag_registered_ticket_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  crossed int[];
BEGIN
  -- Aggregated, not EXISTS: a fast-start EXISTS joins the two transition tables by nested loop.
  EXECUTE 'SELECT array_agg(n.id)
    FROM "new_registrations" AS n JOIN "old_registrations" AS o ON o.id = n.id
    WHERE (n.status = ''REGISTERED'') <> (o.status = ''REGISTERED'')' INTO crossed;
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
END $$;
