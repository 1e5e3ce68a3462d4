CREATE TABLE "access_day_mappings" (
	"access_group_id" integer NOT NULL,
	"day_access_date" date NOT NULL,
	"grant_status" text NOT NULL,
	CONSTRAINT "access_day_mappings_access_group_id_day_access_date_pk" PRIMARY KEY("access_group_id","day_access_date")
);
--> statement-breakpoint
CREATE TABLE "access_feature_mappings" (
	"access_group_id" integer NOT NULL,
	"feature_key" text NOT NULL,
	"grant_status" text NOT NULL,
	CONSTRAINT "access_feature_mappings_access_group_id_feature_key_pk" PRIMARY KEY("access_group_id","feature_key")
);
--> statement-breakpoint
CREATE TABLE "access_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"audience_group_id" integer,
	"name" text NOT NULL,
	"group_type" text NOT NULL,
	"is_base_group" boolean NOT NULL,
	"base_access_group_id" integer,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_groups_audience_group_uq" UNIQUE("audience_group_id")
);
--> statement-breakpoint
CREATE TABLE "access_session_mappings" (
	"access_group_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"grant_status" text NOT NULL,
	CONSTRAINT "access_session_mappings_access_group_id_segment_id_pk" PRIMARY KEY("access_group_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "event_access_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"active_zones" text[] DEFAULT '{LOBBY,SCHEDULE,STAGE,ROOM,NETWORKING,EXPO}'::text[] NOT NULL,
	"has_chat_channel" boolean DEFAULT true NOT NULL,
	"has_people_channel" boolean DEFAULT true NOT NULL,
	"one_on_one_interval_minutes" integer,
	"booth_zone_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_day_mappings" ADD CONSTRAINT "access_day_mappings_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_feature_mappings" ADD CONSTRAINT "access_feature_mappings_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_base_access_group_id_access_groups_id_fk" FOREIGN KEY ("base_access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_session_mappings" ADD CONSTRAINT "access_session_mappings_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_session_mappings" ADD CONSTRAINT "access_session_mappings_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_access_settings" ADD CONSTRAINT "event_access_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_groups_event_idx" ON "access_groups" USING btree ("event_id","is_base_group","id");--> statement-breakpoint
CREATE INDEX "access_groups_base_idx" ON "access_groups" USING btree ("base_access_group_id");--> statement-breakpoint
CREATE INDEX "access_session_mappings_segment_idx" ON "access_session_mappings" USING btree ("segment_id");