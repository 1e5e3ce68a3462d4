import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { newestFirstChunks } from './keyset';
import { registrations } from './schema';

const dialect = new PgDialect();
const rendered = (after: SQL | undefined) => {
  if (!after) return undefined;
  const { sql, params } = dialect.sqlToQuery(after);
  return { sql, params };
};
const row = (id: number) => ({ id, key: `2025-01-01 10:00:00.00012${id}+00` });

describe('newestFirstChunks', () => {
  it('reads chunk after chunk, each after the last row of the one before, until a short chunk', async () => {
    const chunks = [[row(9), row(8)], [row(7), row(6)], [row(5)]];
    const reads: (ReturnType<typeof rendered> | undefined)[] = [];
    const seen: number[][] = [];
    for await (const rows of newestFirstChunks(registrations, 2, (after) => {
      reads.push(rendered(after));
      return Promise.resolve(chunks[reads.length - 1] ?? []);
    }))
      seen.push(rows.map((r) => r.id));
    expect(seen).toEqual([[9, 8], [7, 6], [5]]);
    expect(reads).toHaveLength(3);
    expect(reads[0]).toBeUndefined();
    expect(reads[1]).toEqual({
      sql: '("registrations"."created_at", "registrations"."id") < ($1::timestamptz, $2::int)',
      params: [row(8).key, 8],
    });
    expect(reads[2]?.params).toEqual([row(6).key, 6]);
  });

  it('stops on an empty chunk after full ones', async () => {
    let reads = 0;
    const seen: number[][] = [];
    for await (const rows of newestFirstChunks(registrations, 1, () =>
      Promise.resolve(reads++ === 0 ? [row(1)] : []),
    ))
      seen.push(rows.map((r) => r.id));
    expect(seen).toEqual([[1]]);
    expect(reads).toBe(2);
  });
});
