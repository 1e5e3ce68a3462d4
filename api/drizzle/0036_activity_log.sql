CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_event_idx" ON "activity_log" USING btree ("event_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_event_area_idx" ON "activity_log" USING btree ("event_id","area","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_event_actor_idx" ON "activity_log" USING btree ("event_id","actor_user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_search_trgm_idx" ON "activity_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Append-only (decision 0049): an entry is never changed, and is deleted only with its event (the
-- cascade) or its user's id cleared with the user (the foreign key's SET NULL).
CREATE FUNCTION activity_log_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.actor_user_id IS NULL
     AND to_jsonb(NEW) - 'actor_user_id' = to_jsonb(OLD) - 'actor_user_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'activity_log is append-only: entry % cannot be changed', OLD.id
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE FUNCTION activity_log_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM events WHERE id = OLD.event_id) THEN
    RAISE EXCEPTION 'activity_log is append-only: entry % is deleted only with its event', OLD.id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_log_append_only_update BEFORE UPDATE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION activity_log_refuse_update();
--> statement-breakpoint
CREATE TRIGGER activity_log_append_only_delete BEFORE DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION activity_log_refuse_delete();
