CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_emails" (
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean,
	"subject" text,
	"body" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_emails_event_id_kind_pk" PRIMARY KEY("event_id","kind")
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_emails" ADD CONSTRAINT "event_emails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_event_name_uq" ON "email_templates" USING btree ("event_id",lower("name"));--> statement-breakpoint
-- The approval and rejection emails' switches move here from events (decision 0040): an event
-- that had one off keeps it off; on is the default, which needs no row.
INSERT INTO "event_emails" ("event_id", "kind", "enabled")
SELECT "id", 'APPROVAL_APPROVED', false FROM "events" WHERE NOT "approve_email_enabled"
UNION ALL
SELECT "id", 'APPROVAL_REJECTED', false FROM "events" WHERE NOT "reject_email_enabled";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "approve_email_enabled";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "reject_email_enabled";