CREATE TABLE "leaderboard_counts" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Writers wait for this migration to commit: a write committed between the backfill below and
-- the trigger that keeps it would never be counted (decision 0046).
LOCK TABLE "leaderboard_points" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "leaderboard_counts" ("event_id", "entries")
SELECT event_id, count(*) FROM "leaderboard_points" GROUP BY 1;--> statement-breakpoint
-- One grouped upsert per statement, keys in order (decision 0017). The refresh deletes an event's
-- entries and inserts them again: two statements, each moving the count by its rows.
CREATE FUNCTION "count_leaderboard_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "leaderboard_counts" AS c ("event_id", "entries")
    SELECT event_id, count(*) FROM "new_entries" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "entries" = c."entries" + excluded."entries";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "leaderboard_counts" AS c ("event_id", "entries")
    SELECT event_id, -count(*) FROM "old_entries" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "entries" = c."entries" + excluded."entries";
  ELSE
    INSERT INTO "leaderboard_counts" AS c ("event_id", "entries")
    SELECT event_id, sum(n)::int
    FROM (
      SELECT event_id, 1 AS n FROM "new_entries"
      UNION ALL
      SELECT event_id, -1 AS n FROM "old_entries"
    ) AS delta
    GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
    ON CONFLICT ("event_id") DO UPDATE SET "entries" = c."entries" + excluded."entries";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leaderboard_points_inserted_count_entries"
AFTER INSERT ON "leaderboard_points" REFERENCING NEW TABLE AS "new_entries"
FOR EACH STATEMENT EXECUTE FUNCTION "count_leaderboard_entries"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_points_updated_count_entries"
AFTER UPDATE ON "leaderboard_points" REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries"
FOR EACH STATEMENT EXECUTE FUNCTION "count_leaderboard_entries"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_points_deleted_count_entries"
AFTER DELETE ON "leaderboard_points" REFERENCING OLD TABLE AS "old_entries"
FOR EACH STATEMENT EXECUTE FUNCTION "count_leaderboard_entries"();
