import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createPglite } from './pglite';

/** A server setting of a new PGlite (in memory, or on `dataDir`). */
const setting = async (name: 'wal_level' | 'shared_buffers', dataDir?: string) => {
  const client = createPglite({ dataDir });
  try {
    const { rows } = await client.query<Record<string, string>>(`show ${name}`);
    return rows[0]?.[name];
  } finally {
    await client.close();
  }
};

test('PGlite runs at wal_level minimal, so relations a transaction creates skip WAL', async () => {
  assert.equal(await setting('wal_level'), 'minimal');
});

test('a data directory is served from a 256 MB buffer pool; an in-memory database keeps 128 MB', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-pglite-'));
  try {
    assert.equal(await setting('shared_buffers', dataDir), '256MB');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  assert.equal(await setting('shared_buffers'), '128MB');
});
