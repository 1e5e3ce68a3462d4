-- Log-in throttling per (account, client) pair and per account with short growing delays, never
-- a lock (decision 0031): browsers that logged in to an account are known devices, and a failure
-- names the known device it came from. Failures already recorded stay, as failures of no known device.
CREATE TABLE "known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_token_idx" ON "known_devices" USING btree ("user_id","token_hash");--> statement-breakpoint
CREATE INDEX "known_devices_last_used_idx" ON "known_devices" USING btree ("last_used_at");--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_device_id_known_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."known_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_pair_idx" ON "login_failures" USING btree ("email","address","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_device_idx" ON "login_failures" USING btree ("device_id","failed_at");