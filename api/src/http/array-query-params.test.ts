/** The array-query-params hook: a single value of a named key becomes an array, nothing else. */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyRequest } from 'fastify';
import { arrayQueryParams } from './array-query-params';

async function run(keys: string[], query: Record<string, unknown>): Promise<unknown> {
  const request = { query } as unknown as FastifyRequest;
  await arrayQueryParams(...keys)(request);
  return request.query;
}

describe('arrayQueryParams', () => {
  it('wraps a single value of each named key into an array', async () => {
    expect(await run(['tags', 'days'], { tags: 'a', days: '2030-01-01' })).toEqual({
      tags: ['a'],
      days: ['2030-01-01'],
    });
  });

  it('leaves repeated values, absent keys and other keys as they are', async () => {
    expect(await run(['tags', 'days'], { tags: ['a', 'b'], query: 'x', limit: '20' })).toEqual({
      tags: ['a', 'b'],
      query: 'x',
      limit: '20',
    });
  });

  it('wraps an empty string too, for the schema to judge', async () => {
    expect(await run(['tags'], { tags: '' })).toEqual({ tags: [''] });
  });

  it('with no keys, changes nothing', async () => {
    expect(await run([], { tags: 'a' })).toEqual({ tags: 'a' });
  });
});
