-- A custom group's or a big invite list's audience kept with its cells on big events, walked by
-- pages and the CSV while the event's audience generation is the one it was kept at
-- (members_generation).
CREATE TABLE "audience_kept_members" (
	"audience_group_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"registration_created_at" timestamp with time zone NOT NULL,
	"role" text NOT NULL,
	"ticket_type_id" integer,
	"is_attended" boolean NOT NULL,
	CONSTRAINT "audience_kept_members_audience_group_id_registration_id_pk" PRIMARY KEY("audience_group_id","registration_id")
);
--> statement-breakpoint
ALTER TABLE "audience_cell_counts" ADD COLUMN "members_generation" bigint;--> statement-breakpoint
ALTER TABLE "audience_kept_members" ADD CONSTRAINT "audience_kept_members_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audience_kept_members_newest_idx" ON "audience_kept_members" USING btree ("audience_group_id","registration_created_at" DESC NULLS LAST,"registration_id" DESC NULLS LAST,"role","ticket_type_id","is_attended");