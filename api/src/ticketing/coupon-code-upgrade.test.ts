/**
 * Upgrade safety of migration 0031: coupon codes became unique whatever their case. A database
 * whose event holds codes differing only in case ('Early', 'EARLY') migrates, keeping the oldest
 * code and appending its id to the others, instead of failing on the new unique index.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { expect } from 'expect';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from '../db/pglite';
import { migrationsFolder } from '../paths';

const BEFORE_CASE_INSENSITIVE_CODES = '0031_ticketing';

/** A copy of the migrations whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'console-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }),
  );
  return folder;
}

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
