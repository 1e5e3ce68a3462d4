/**
 * Upgrade of migration 0034: deals synced before it carry HubSpot's default pipeline stage ids and
 * no stage labels. Their events get that pipeline's labels and outcomes (until their next sync
 * reads the CRM's own), so the dashboard keeps telling won, open and lost apart after the upgrade.
 */
import { rmSync } from 'node:fs';
import { it } from 'node:test';
import { expect } from 'expect';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from '../db/pglite';
import { migrationsFolder } from '../paths';
import { migrationsBefore } from '../testing/migrations-before';

const BEFORE_DEAL_STAGES = '0034_revenue_deal_stages';

it('an event with synced deals gets the default pipeline’s stage labels and outcomes; one without deals gets none', async () => {
  const client = createPglite();
  const older = migrationsBefore(BEFORE_DEAL_STAGES);
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: older });
    // The event the stages will reference, and its deals (its organization need not exist).
    await client.exec(`
      set session_replication_role = replica;
      insert into events (id, organization_id, name, type, event_format, status, tz, start_date_time, end_date_time)
      values (7, 1, 'Synced', 'EVENT', 'VIRTUAL', 'PUBLISHED', 'UTC', now(), now()),
             (8, 1, 'Never synced', 'EVENT', 'VIRTUAL', 'PUBLISHED', 'UTC', now(), now());
      insert into crm_deals (event_id, external_id, name, stage, amount_cents, currency, ticket_type, created_at, synced_at)
      values (7, 'a', 'A', 'closedwon', 100, 'USD', 'VIP', now(), now()),
             (7, 'b', 'B', 'closedlost', 100, 'USD', 'VIP', now(), now());
      set session_replication_role = origin;`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = await client.query<{ event_id: number; stage: string }>(
      `select event_id, stage_id || ': ' || label || ' (' || outcome || ')' as stage
       from crm_deal_stages order by event_id, position`,
    );
    expect(rows).toEqual(
      [
        'appointmentscheduled: Appointment Scheduled (OPEN)',
        'qualifiedtobuy: Qualified To Buy (OPEN)',
        'presentationscheduled: Presentation Scheduled (OPEN)',
        'decisionmakerboughtin: Decision Maker Bought-In (OPEN)',
        'contractsent: Contract Sent (OPEN)',
        'closedwon: Closed Won (WON)',
        'closedlost: Closed Lost (LOST)',
      ].map((stage) => ({ event_id: 7, stage })),
    );
  } finally {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  }
});
