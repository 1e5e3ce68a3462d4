-- A custom group's kept count is the sum of its kept cells (migration 0022), counted in the same
-- statement at the same generation: custom_group_counts goes, and the cells keep when they were
-- counted, which the recount chore orders stale groups by. A group counted before 0022 and not
-- since has no cells: it reads as never counted, which the chore counts first.
ALTER TABLE "audience_cell_counts" ADD COLUMN "counted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "audience_cell_counts" AS cells SET "counted_at" = kept."counted_at"
FROM "custom_group_counts" AS kept WHERE kept."audience_group_id" = cells."audience_group_id";--> statement-breakpoint
DROP TABLE "custom_group_counts" CASCADE;
