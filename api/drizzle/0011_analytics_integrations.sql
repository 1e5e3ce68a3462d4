CREATE TABLE "crm_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"stage" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"ticket_type" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_deals_event_external_unique" UNIQUE("event_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "organization_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"integration_type" text NOT NULL,
	"status" text NOT NULL,
	"base_url" text,
	"api_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_integrations_org_type_unique" UNIQUE("organization_id","integration_type")
);
--> statement-breakpoint
CREATE TABLE "activity_daily" (
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place" text NOT NULL,
	"day" date NOT NULL,
	"facts" integer NOT NULL,
	"people" integer NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "activity_daily_event_id_kind_place_day_pk" PRIMARY KEY("event_id","kind","place","day")
);
--> statement-breakpoint
CREATE TABLE "activity_facts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"registration_id" integer,
	"kind" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_event_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"in_person_session_reports" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"report_type" text NOT NULL,
	"columns" jsonb NOT NULL,
	CONSTRAINT "custom_reports_org_name_unique" UNIQUE("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_points" (
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"points" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "leaderboard_points_event_id_registration_id_pk" PRIMARY KEY("event_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_report_refreshes" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"registration_counts" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_integrations" ADD CONSTRAINT "organization_integrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_facts" ADD CONSTRAINT "activity_facts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_facts" ADD CONSTRAINT "activity_facts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event_settings" ADD CONSTRAINT "analytics_event_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_points" ADD CONSTRAINT "leaderboard_points_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_points" ADD CONSTRAINT "leaderboard_points_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_report_refreshes" ADD CONSTRAINT "analytics_report_refreshes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deals_event_stage_idx" ON "crm_deals" USING btree ("event_id","stage");--> statement-breakpoint
CREATE INDEX "activity_facts_event_kind_time_idx" ON "activity_facts" USING btree ("event_id","kind","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_facts_event_kind_registration_idx" ON "activity_facts" USING btree ("event_id","kind","registration_id");--> statement-breakpoint
CREATE INDEX "activity_facts_registration_idx" ON "activity_facts" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "leaderboard_points_event_rank_idx" ON "leaderboard_points" USING btree ("event_id","rank","registration_id");