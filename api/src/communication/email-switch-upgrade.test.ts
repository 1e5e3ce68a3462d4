/**
 * Upgrade safety of migration 0033: the approval and rejection emails' switches moved from events
 * to event_emails. A database whose events had them off migrates with them still off, as the
 * approvals and the Standard page read them; the events that had them on keep the default (on).
 */
import { rmSync } from 'node:fs';
import { it } from 'node:test';
import { expect } from 'expect';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from '../db/pglite';
import * as schema from '../db/tables';
import { migrationsFolder } from '../paths';
import { migrationsBefore } from '../testing/migrations-before';
import { approvalEmailSwitches } from './event-emails';

const SWITCHES_MOVED = '0033_event_emails';

it('keeps each event’s approval and rejection email switches through the move to event_emails', async () => {
  const client = createPglite();
  const older = migrationsBefore(SWITCHES_MOVED);
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: older });
    // The events alone matter here: their organization need not exist.
    await client.exec(`
      set session_replication_role = replica;
      insert into events (id, organization_id, name, type, event_format, status, start_date_time,
        end_date_time, tz, approve_email_enabled, reject_email_enabled)
      select id, 1, 'Event ' || id, 'EVENT', 'VIRTUAL', 'PUBLISHED', now(), now(), 'UTC', a, r
      from (values (1, true, true), (2, false, true), (3, true, false), (4, false, false))
        as v(id, a, r);
      set session_replication_role = origin;`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const switches = await Promise.all([1, 2, 3, 4].map((id) => approvalEmailSwitches(db, id)));
    expect(switches).toEqual([
      { approveEmailEnabled: true, rejectEmailEnabled: true },
      { approveEmailEnabled: false, rejectEmailEnabled: true },
      { approveEmailEnabled: true, rejectEmailEnabled: false },
      { approveEmailEnabled: false, rejectEmailEnabled: false },
    ]);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.columns
       where table_name = 'events' and column_name in ('approve_email_enabled', 'reject_email_enabled')`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  } finally {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  }
});
