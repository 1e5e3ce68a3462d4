import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPglite } from './pglite';

test('PGlite runs at wal_level minimal, so relations a transaction creates skip WAL', async () => {
  const client = createPglite();
  try {
    const { rows } = await client.query<{ wal_level: string }>('show wal_level');
    assert.deepEqual(rows, [{ wal_level: 'minimal' }]);
  } finally {
    await client.close();
  }
});
