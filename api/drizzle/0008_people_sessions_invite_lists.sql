CREATE TABLE "audience_group_usages" (
	"audience_group_id" integer NOT NULL,
	"used_in" text NOT NULL,
	"used_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audience_group_usages_audience_group_id_used_in_used_by_pk" PRIMARY KEY("audience_group_id","used_in","used_by")
);
--> statement-breakpoint
CREATE TABLE "audience_group_segments" (
	"audience_group_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	CONSTRAINT "audience_group_segments_audience_group_id_segment_id_pk" PRIMARY KEY("audience_group_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"stage_name" text NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"format" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"add_ons" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_import_failures" (
	"job_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitees" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience_group_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"invitation_status" text DEFAULT 'AWAITING_RESPONSE' NOT NULL,
	"ticket_type_id" integer,
	"registration_id" integer,
	"import_job_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"token" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "audience_group_usages" ADD CONSTRAINT "audience_group_usages_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_group_segments" ADD CONSTRAINT "audience_group_segments_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_group_segments" ADD CONSTRAINT "audience_group_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_communications" ADD CONSTRAINT "invite_communications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_import_failures" ADD CONSTRAINT "invite_import_failures_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_audience_group_id_audience_groups_id_fk" FOREIGN KEY ("audience_group_id") REFERENCES "public"."audience_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_import_job_id_jobs_id_fk" FOREIGN KEY ("import_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audience_group_usages_group_idx" ON "audience_group_usages" USING btree ("audience_group_id");--> statement-breakpoint
CREATE INDEX "audience_group_segments_segment_idx" ON "audience_group_segments" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "segments_event_start_idx" ON "segments" USING btree ("event_id","start_date_time","id");--> statement-breakpoint
CREATE INDEX "segments_tags_idx" ON "segments" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "segments_search_trgm_idx" ON "segments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invite_communications_event_idx" ON "invite_communications" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_import_failures_job_row_uq" ON "invite_import_failures" USING btree ("job_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invitees_group_email_uq" ON "invitees" USING btree ("audience_group_id",lower("email"));--> statement-breakpoint
CREATE INDEX "invitees_group_status_idx" ON "invitees" USING btree ("audience_group_id","invitation_status","id");--> statement-breakpoint
CREATE INDEX "invitees_group_id_idx" ON "invitees" USING btree ("audience_group_id","id");--> statement-breakpoint
CREATE INDEX "invitees_event_email_idx" ON "invitees" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "invitees_ticket_status_idx" ON "invitees" USING btree ("ticket_type_id","invitation_status");--> statement-breakpoint
CREATE INDEX "invitees_search_trgm_idx" ON "invitees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "uploaded_files_event_idx" ON "uploaded_files" USING btree ("event_id");--> statement-breakpoint
-- An invitee who registers for the event becomes REGISTERED, whichever writer completes the
-- registration. Statement-level with transition tables: a bulk insert pays one join, not a row each.
CREATE FUNCTION "mark_invitees_registered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invitees" i SET "invitation_status" = 'REGISTERED', "registration_id" = r.id
  FROM "changed_registrations" r
  WHERE r.status = 'REGISTERED' AND i."event_id" = r.event_id AND lower(i."email") = lower(r.email)
    AND i."invitation_status" <> 'REGISTERED';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_inserted_mark_invitees"
AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "changed_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "mark_invitees_registered"();--> statement-breakpoint
CREATE TRIGGER "registrations_updated_mark_invitees"
AFTER UPDATE ON "registrations" REFERENCING NEW TABLE AS "changed_registrations"
FOR EACH STATEMENT EXECUTE FUNCTION "mark_invitees_registered"();
