/**
 * Upgrade safety of migration 0031: coupon codes became unique whatever their case. A database
 * whose event holds codes differing only in case ('Early', 'EARLY') migrates, keeping the oldest
 * code and appending its id to the others, instead of failing on the new unique index.
 */
import { rmSync } from 'node:fs';
import { it } from 'node:test';
import { expect } from 'expect';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from '../db/pglite';
import { migrationsFolder } from '../paths';
import { migrationsBefore } from '../testing/migrations-before';

const BEFORE_CASE_INSENSITIVE_CODES = '0031_ticketing';

it('an event holding coupon codes that differ only in case migrates, the later codes renamed', async () => {
  const client = createPglite();
  const older = migrationsBefore(BEFORE_CASE_INSENSITIVE_CODES);
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: older });
    // The coupons alone matter here: the event they name need not exist.
    await client.exec(`
      set session_replication_role = replica;
      insert into coupons (id, event_id, code, quantity) values
        (11, 7, 'Early', 10), (12, 7, 'EARLY', 5), (13, 7, 'early', null), (14, 8, 'EARLY', 1);
      set session_replication_role = origin;`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = await client.query<{ id: number; code: string }>(
      'select id, code from coupons order by id',
    );
    expect(rows).toEqual([
      { id: 11, code: 'Early' },
      { id: 12, code: 'EARLY-12' },
      { id: 13, code: 'early-13' },
      { id: 14, code: 'EARLY' },
    ]);
  } finally {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  }
});
