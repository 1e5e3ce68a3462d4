CREATE TABLE "audience_cell_counts" (
	"audience_group_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"counted_generation" bigint NOT NULL,
	"cells" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audience_cell_counts" ADD CONSTRAINT "audience_cell_counts_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Custom group counts kept before this migration have no cells: move their events' audience
-- generation on, so that each group is counted again (by the recount chore, or during a read on a
-- small event), its cells kept with its count.
INSERT INTO "audience_generations" AS a ("event_id", "generation")
SELECT DISTINCT "event_id", 1 FROM "custom_group_counts" ORDER BY 1
ON CONFLICT ("event_id") DO UPDATE SET "generation" = a."generation" + 1;
