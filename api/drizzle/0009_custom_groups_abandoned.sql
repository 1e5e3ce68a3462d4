CREATE TABLE "registration_form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"field_name" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"predefined_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_form_fields_event_name_uq" UNIQUE("event_id","field_name")
);
--> statement-breakpoint
CREATE TABLE "custom_group_settings" (
	"audience_group_id" integer PRIMARY KEY NOT NULL,
	"update_type" text NOT NULL,
	"is_access_control_enabled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"filter_set" jsonb,
	"is_static_group_with_all_selected" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abandoned_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"flow_context_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"abandoned_step" text NOT NULL,
	"tickets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_type_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abandoned_registrations_flow_context_id_unique" UNIQUE("flow_context_id")
);
--> statement-breakpoint
ALTER TABLE "audience_group_members" ADD COLUMN "added_manually" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_day_wise_block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_form_fields" ADD CONSTRAINT "registration_form_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_group_settings" ADD CONSTRAINT "custom_group_settings_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_registrations" ADD CONSTRAINT "abandoned_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_registrations" ADD CONSTRAINT "abandoned_registrations_flow_id_registration_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."registration_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abandoned_event_created_idx" ON "abandoned_registrations" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "abandoned_event_flow_created_idx" ON "abandoned_registrations" USING btree ("event_id","flow_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "abandoned_ticket_types_idx" ON "abandoned_registrations" USING gin ("ticket_type_ids");--> statement-breakpoint
CREATE INDEX "abandoned_email_trgm_idx" ON "abandoned_registrations" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_custom_field_idx" ON "registrations" USING gin ("custom_field" jsonb_path_ops);--> statement-breakpoint
INSERT INTO "custom_group_settings" ("audience_group_id", "update_type", "status") SELECT "id", 'STATIC', CASE WHEN "is_active" THEN 'PUBLISHED' ELSE 'DRAFT' END FROM "audience_groups" WHERE "type" = 'CUSTOM';--> statement-breakpoint
UPDATE "audience_group_members" AS m SET "added_manually" = true FROM "audience_groups" AS g WHERE g."id" = m."group_id" AND g."type" = 'CUSTOM';
