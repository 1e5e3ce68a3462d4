import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const sharedBuffers = async (dataDir?: string) => {
  const client = createPglite(dataDir);
  try {
    const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
    return rows[0]?.shared_buffers;
  } finally {
    await client.close();
  }
};

test('a data directory is served from a 256 MB buffer pool; an in-memory database keeps 128 MB', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-pglite-'));
  try {
    assert.equal(await sharedBuffers(dataDir), '256MB');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  assert.equal(await sharedBuffers(), '128MB');
});
