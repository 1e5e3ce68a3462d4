-- Each chore's last run between every API process (jobs/chore-runs.ts): one process runs a chore an interval.
CREATE TABLE "chore_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone
);
