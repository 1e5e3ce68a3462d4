import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createPglite } from './pglite';

/** Server settings of a new PGlite (in memory, or on `dataDir`). */
const settings = async (dataDir?: string) => {
  const client = createPglite({ dataDir });
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from unnest(array['wal_level', 'shared_buffers']) as name`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  } finally {
    await client.close();
  }
};

test('in memory: wal_level minimal (relations a transaction creates skip WAL) and a 32 MB buffer pool (what a test suite opens)', async () => {
  assert.deepEqual(await settings(), { wal_level: 'minimal', shared_buffers: '32MB' });
});

test('a data directory is served from a 256 MB buffer pool, at wal_level minimal too', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-pglite-'));
  try {
    assert.deepEqual(await settings(dataDir), { wal_level: 'minimal', shared_buffers: '256MB' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
