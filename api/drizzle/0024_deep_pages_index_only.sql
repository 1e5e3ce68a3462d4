-- The audience list walks one status newest first and keeps a group's rows: a deep page of a
-- system group (a flow's ticket sub-group, a ticket, attendance) or under the list's filters read
-- every row it passed. With the groups' and filters' columns in the index the walk reads the index
-- alone (at 1 M, offset 20,000 of a 110,000-registrant sub-group: 755 -> 24 ms).
DROP INDEX "registrations_event_status_created_idx";--> statement-breakpoint
CREATE INDEX "registrations_event_status_created_idx" ON "registrations" USING btree ("event_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_transaction_in_progress","role","flow_id","ticket_type_id","is_attended");--> statement-breakpoint
-- A flow sells some tickets and not others: without statistics on the pair, the planner takes a
-- flow's ticket sub-group for (flow's share x ticket's share) of the event, expects a deep page's
-- walk to pass the group's end, and reads and sorts the whole group instead (at 1 M, offset 20,000
-- attended only of a 110,000-registrant sub-group: 429 -> 23 ms). ANALYZE fills them now (1-2 s
-- at 1 M); the table upkeep or autovacuum keeps them (decision 0021).
CREATE STATISTICS "registrations_flow_ticket_stats" (dependencies, mcv) ON "flow_id", "ticket_type_id" FROM "registrations";--> statement-breakpoint
ANALYZE "registrations";
