CREATE TABLE "invitee_counts" (
	"audience_group_id" integer NOT NULL,
	"invitation_status" text NOT NULL,
	"invitees" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invitee_counts_audience_group_id_invitation_status_pk" PRIMARY KEY("audience_group_id","invitation_status")
);
--> statement-breakpoint
-- Writers wait for this migration to commit: a write committed between the backfill below and
-- the trigger that keeps it would never be counted (decision 0046).
LOCK TABLE "invitees" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "invitee_counts" ("audience_group_id", "invitation_status", "invitees")
SELECT audience_group_id, invitation_status, count(*) FROM "invitees" GROUP BY 1, 2;--> statement-breakpoint
-- One grouped upsert per statement, keys in order (two writers never wait on each other in a cycle).
CREATE FUNCTION "count_invitees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invitee_counts" AS c ("audience_group_id", "invitation_status", "invitees")
    SELECT audience_group_id, invitation_status, count(*) FROM "new_invitees" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("audience_group_id", "invitation_status") DO UPDATE SET "invitees" = c."invitees" + excluded."invitees";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "invitee_counts" AS c ("audience_group_id", "invitation_status", "invitees")
    SELECT audience_group_id, invitation_status, -count(*) FROM "old_invitees" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("audience_group_id", "invitation_status") DO UPDATE SET "invitees" = c."invitees" + excluded."invitees";
  ELSE
    INSERT INTO "invitee_counts" AS c ("audience_group_id", "invitation_status", "invitees")
    SELECT audience_group_id, invitation_status, sum(n)::int
    FROM (
      SELECT audience_group_id, invitation_status, 1 AS n FROM "new_invitees"
      UNION ALL
      SELECT audience_group_id, invitation_status, -1 AS n FROM "old_invitees"
    ) AS delta
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT ("audience_group_id", "invitation_status") DO UPDATE SET "invitees" = c."invitees" + excluded."invitees";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invitees_inserted_count_invitees"
AFTER INSERT ON "invitees" REFERENCING NEW TABLE AS "new_invitees"
FOR EACH STATEMENT EXECUTE FUNCTION "count_invitees"();--> statement-breakpoint
CREATE TRIGGER "invitees_updated_count_invitees"
AFTER UPDATE ON "invitees" REFERENCING OLD TABLE AS "old_invitees" NEW TABLE AS "new_invitees"
FOR EACH STATEMENT EXECUTE FUNCTION "count_invitees"();--> statement-breakpoint
CREATE TRIGGER "invitees_deleted_count_invitees"
AFTER DELETE ON "invitees" REFERENCING OLD TABLE AS "old_invitees"
FOR EACH STATEMENT EXECUTE FUNCTION "count_invitees"();
