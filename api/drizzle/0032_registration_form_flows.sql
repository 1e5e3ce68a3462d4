CREATE TABLE "registration_flow_fields" (
	"flow_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	CONSTRAINT "registration_flow_fields_flow_id_field_id_pk" PRIMARY KEY("flow_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "registration_form_fields" ADD COLUMN "required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_flow_fields" ADD CONSTRAINT "registration_flow_fields_flow_id_registration_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."registration_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_flow_fields" ADD CONSTRAINT "registration_flow_fields_field_id_registration_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."registration_form_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_flow_fields_field_idx" ON "registration_flow_fields" USING btree ("field_id");--> statement-breakpoint
-- Writers wait for this migration to commit: a write committed between the backfill below and
-- the trigger that keeps it would never be counted (decision 0046).
LOCK TABLE "registration_flows", "registration_form_fields" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Nothing a registrant is asked changes: every field of an event is in every flow of that event.
INSERT INTO "registration_flow_fields" ("flow_id", "field_id")
SELECT fl."id", ff."id" FROM "registration_flows" fl
JOIN "registration_form_fields" ff ON ff."event_id" = fl."event_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A form field's update moves its event's audience generation (migration 0014, then 0027) only
-- when it can change whom a custom group's filter selects: its name, type, subtype or values, the
-- compiler's checks. A label, a position or the required flag changes no one; before, each such
-- edit had every custom group of a big event counted again.
CREATE FUNCTION "bump_audience_generations_of_form_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "audience_changes_statement"(
    'SELECT n.event_id, NULL::int AS registration_id, true AS whole
     FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.event_id, n.field_name, n.type, n.sub_type, n.predefined_values)
       IS DISTINCT FROM (o.event_id, o.field_name, o.type, o.sub_type, o.predefined_values)');
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "registration_form_fields_updated_bump_audience_generations" ON "registration_form_fields";--> statement-breakpoint
CREATE TRIGGER "registration_form_fields_updated_bump_audience_generations"
AFTER UPDATE ON "registration_form_fields" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_audience_generations_of_form_fields"();
