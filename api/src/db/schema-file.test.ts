/**
 * The checked-in schema (src/db/current-schema.sql, schema-dump.ts) is the one the migrations make:
 * a migration added without running the dump again fails here.
 */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../paths';
import { pgliteTemplate } from '../testing/databases';
import { openDb } from './client';
import { dumpSchema, SCHEMA_FILE } from './schema-dump';

describe('the checked-in schema file', () => {
  it('is what the migrations make today', async () => {
    const checkedIn = readFileSync(path.join(apiRoot(), SCHEMA_FILE), 'utf8');
    // The runner's migrated template: a database the migrations made from scratch.
    const handle = openDb({ memory: true, image: await pgliteTemplate('migrated') });
    const made = await dumpSchema(handle.db).finally(() => handle.close());
    if (made !== checkedIn)
      throw new Error(
        `${SCHEMA_FILE} differs from the migrations' schema: run \`pnpm --filter @console/api schema:dump\` and commit it.`,
      );
    expect(made).toContain('CREATE TRIGGER registrations_inserted_count_audiences');
  });
});
