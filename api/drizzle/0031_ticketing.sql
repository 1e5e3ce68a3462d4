CREATE TABLE "coupon_ticket_types" (
	"coupon_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	CONSTRAINT "coupon_ticket_types_coupon_id_ticket_type_id_pk" PRIMARY KEY("coupon_id","ticket_type_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_event_code_uq";--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "sales_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_ticket_types" ADD CONSTRAINT "coupon_ticket_types_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_ticket_types" ADD CONSTRAINT "coupon_ticket_types_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_ticket_types_ticket_idx" ON "coupon_ticket_types" USING btree ("ticket_type_id");--> statement-breakpoint
-- Writers wait for this migration to commit: a write committed between the backfill below and
-- the trigger that keeps it would never be counted (decision 0046).
LOCK TABLE "coupons", "registration_coupons" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Hand-written (decision 0033): codes are now unique whatever their case. Codes of one event that
-- differ only in case get their id appended, all but the oldest, so the upgrade never fails on them.
UPDATE "coupons" AS c SET "code" = c."code" || '-' || c."id"
FROM (
  SELECT id, row_number() OVER (PARTITION BY event_id, lower(code) ORDER BY id) AS n FROM "coupons"
) AS d
WHERE d.id = c.id AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_event_code_ci_uq" ON "coupons" USING btree ("event_id",lower("code"));--> statement-breakpoint
-- Hand-written from here (decision 0033): each coupon's uses, kept on its row. Counted once from
-- the uses so far, before the triggers below exist.
UPDATE "coupons" AS c SET "used" = u.n
FROM (SELECT coupon_id, count(*)::int AS n FROM "registration_coupons" GROUP BY 1) AS u
WHERE u.coupon_id = c.id;--> statement-breakpoint
-- One delta per coupon a statement touched (new rows minus old ones), aggregated before any join
-- so the plan PL/pgSQL keeps for the session costs the statement's rows once, whatever their
-- number. The coupons are locked in key order (two writers never wait on each other in a cycle),
-- then moved. A coupon deleted with its uses (cascade) has no row left to move.
CREATE FUNCTION "count_coupon_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(coupon_id ORDER BY coupon_id), array_agg(n ORDER BY coupon_id) INTO ids, deltas
    FROM (SELECT coupon_id, count(*)::int AS n FROM "new_uses" GROUP BY 1) AS d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(coupon_id ORDER BY coupon_id), array_agg(n ORDER BY coupon_id) INTO ids, deltas
    FROM (SELECT coupon_id, -count(*)::int AS n FROM "old_uses" GROUP BY 1) AS d;
  ELSE
    SELECT array_agg(coupon_id ORDER BY coupon_id), array_agg(n ORDER BY coupon_id) INTO ids, deltas
    FROM (
      SELECT coupon_id, sum(n)::int AS n
      FROM (
        SELECT coupon_id, 1 AS n FROM "new_uses"
        UNION ALL
        SELECT coupon_id, -1 AS n FROM "old_uses"
      ) AS moved
      GROUP BY 1 HAVING sum(n) <> 0
    ) AS d;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "coupons" WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  UPDATE "coupons" AS c SET "used" = c."used" + d.n
  FROM unnest(ids, deltas) AS d(id, n) WHERE c.id = d.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registration_coupons_inserted_count_coupon_uses"
AFTER INSERT ON "registration_coupons" REFERENCING NEW TABLE AS "new_uses"
FOR EACH STATEMENT EXECUTE FUNCTION "count_coupon_uses"();--> statement-breakpoint
CREATE TRIGGER "registration_coupons_updated_count_coupon_uses"
AFTER UPDATE ON "registration_coupons" REFERENCING OLD TABLE AS "old_uses" NEW TABLE AS "new_uses"
FOR EACH STATEMENT EXECUTE FUNCTION "count_coupon_uses"();--> statement-breakpoint
CREATE TRIGGER "registration_coupons_deleted_count_coupon_uses"
AFTER DELETE ON "registration_coupons" REFERENCING OLD TABLE AS "old_uses"
FOR EACH STATEMENT EXECUTE FUNCTION "count_coupon_uses"();
