CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"integration_type" text NOT NULL,
	"solution_status" text NOT NULL,
	"config_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revenue_dashboard_data_sync_at" timestamp with time zone,
	"revenue_dashboard_last_sync_object" jsonb
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"portal_type" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"status" text NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"quantity" integer,
	CONSTRAINT "coupons_event_code_uq" UNIQUE("event_id","code")
);
--> statement-breakpoint
CREATE TABLE "registration_coupons" (
	"registration_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	CONSTRAINT "registration_coupons_registration_id_coupon_id_pk" PRIMARY KEY("registration_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "registration_tickets" (
	"registration_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "registration_tickets_registration_id_ticket_type_id_pk" PRIMARY KEY("registration_id","ticket_type_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_event_idempotency_uq" UNIQUE("event_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registrations_capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "approvals_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "approve_email_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reject_email_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "flow_context_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "custom_field" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "is_transaction_in_progress" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status_updated_by" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_coupons" ADD CONSTRAINT "registration_coupons_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_coupons" ADD CONSTRAINT "registration_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tickets" ADD CONSTRAINT "registration_tickets_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tickets" ADD CONSTRAINT "registration_tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrations_event_idx" ON "integrations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "portals_event_idx" ON "portals" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "approval_history_registration_idx" ON "approval_history" USING btree ("registration_id","at");--> statement-breakpoint
CREATE INDEX "registration_coupons_coupon_idx" ON "registration_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "registration_tickets_ticket_idx" ON "registration_tickets" USING btree ("ticket_type_id","registration_id");--> statement-breakpoint
CREATE INDEX "ticket_reservations_ticket_open_idx" ON "ticket_reservations" USING btree ("ticket_type_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "ticket_reservations_registration_idx" ON "ticket_reservations" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "ticket_reservations_expiry_idx" ON "ticket_reservations" USING btree ("expires_at") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","id") WHERE status in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "jobs_event_created_idx" ON "jobs" USING btree ("event_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_event_created_idx" ON "email_outbox" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_updated_by_users_id_fk" FOREIGN KEY ("status_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_event_status_created_idx" ON "registrations" USING btree ("event_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_transaction_in_progress");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_flow_context_id_unique" UNIQUE("flow_context_id");