CREATE TABLE "approval_tab_counts" (
	"event_id" integer NOT NULL,
	"approval_tab" text NOT NULL,
	"flow_id" integer NOT NULL,
	"total" integer NOT NULL,
	"selectable" integer NOT NULL,
	CONSTRAINT "approval_tab_counts_event_id_approval_tab_flow_id_pk" PRIMARY KEY("event_id","approval_tab","flow_id")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "approval_tab" text GENERATED ALWAYS AS (case when status = 'REGISTERED' then 'APPROVED' else status end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "registrations_event_tab_created_idx" ON "registrations" USING btree ("event_id","approval_tab","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","is_transaction_in_progress");--> statement-breakpoint
CREATE INDEX "registrations_event_tab_flow_created_idx" ON "registrations" USING btree ("event_id","approval_tab","flow_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","is_transaction_in_progress");--> statement-breakpoint
-- The approvals list's totals per (event, tab, flow), kept by whatever writes registrations.
-- Statement-level with transition tables: a bulk insert or approval pays one grouped upsert, not
-- a row each. Groups are upserted in key order so concurrent writers lock them in the same order.
CREATE FUNCTION "count_approval_tabs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "total", "selectable")
    SELECT event_id, approval_tab, flow_id, count(*),
      count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress)
    FROM "added_registrations" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("event_id", "approval_tab", "flow_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "total", "selectable")
    SELECT event_id, approval_tab, flow_id, -count(*),
      -count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress)
    FROM "removed_registrations" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("event_id", "approval_tab", "flow_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable";
  ELSE
    INSERT INTO "approval_tab_counts" AS c ("event_id", "approval_tab", "flow_id", "total", "selectable")
    SELECT event_id, approval_tab, flow_id, sum(d)::int,
      coalesce(sum(d) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress), 0)::int
    FROM (
      SELECT event_id, approval_tab, flow_id, status, is_transaction_in_progress, 1 AS d FROM "added_registrations"
      UNION ALL
      SELECT event_id, approval_tab, flow_id, status, is_transaction_in_progress, -1 AS d FROM "removed_registrations"
    ) AS delta
    GROUP BY 1, 2, 3
    HAVING sum(d) <> 0 OR coalesce(sum(d) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress), 0) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ("event_id", "approval_tab", "flow_id") DO UPDATE
      SET "total" = c."total" + excluded."total", "selectable" = c."selectable" + excluded."selectable";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_inserted_count_approval_tabs"
AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "added_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_approval_tabs"();--> statement-breakpoint
CREATE TRIGGER "registrations_updated_count_approval_tabs"
AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "removed_registrations" NEW TABLE AS "added_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_approval_tabs"();--> statement-breakpoint
CREATE TRIGGER "registrations_deleted_count_approval_tabs"
AFTER DELETE ON "registrations" REFERENCING OLD TABLE AS "removed_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "count_approval_tabs"();--> statement-breakpoint
INSERT INTO "approval_tab_counts" ("event_id", "approval_tab", "flow_id", "total", "selectable")
SELECT event_id, approval_tab, flow_id, count(*),
  count(*) FILTER (WHERE status <> 'REGISTERED' AND NOT is_transaction_in_progress)
FROM "registrations" GROUP BY 1, 2, 3;
