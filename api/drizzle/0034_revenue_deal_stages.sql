CREATE TABLE "crm_deal_stages" (
	"event_id" integer NOT NULL,
	"stage_id" text NOT NULL,
	"label" text NOT NULL,
	"outcome" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "crm_deal_stages_event_id_stage_id_pk" PRIMARY KEY("event_id","stage_id")
);
--> statement-breakpoint
ALTER TABLE "crm_deal_stages" ADD CONSTRAINT "crm_deal_stages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Deals synced before this migration carry HubSpot's default pipeline stage ids (the only
-- pipeline the sync read): their events get its labels and outcomes until their next sync reads
-- the CRM's own (decision 0043).
INSERT INTO "crm_deal_stages" ("event_id", "stage_id", "label", "outcome", "position")
SELECT e."event_id", s."stage_id", s."label", s."outcome", s."position"
FROM (SELECT DISTINCT "event_id" FROM "crm_deals") e
CROSS JOIN (VALUES
  ('appointmentscheduled', 'Appointment Scheduled', 'OPEN', 0),
  ('qualifiedtobuy', 'Qualified To Buy', 'OPEN', 1),
  ('presentationscheduled', 'Presentation Scheduled', 'OPEN', 2),
  ('decisionmakerboughtin', 'Decision Maker Bought-In', 'OPEN', 3),
  ('contractsent', 'Contract Sent', 'OPEN', 4),
  ('closedwon', 'Closed Won', 'WON', 5),
  ('closedlost', 'Closed Lost', 'LOST', 6)
) AS s("stage_id", "label", "outcome", "position");
