import {
  ABANDONED_LIMITS,
  AbandonedActionSchema,
  AbandonedCsvQuerySchema,
  AbandonedListQuerySchema,
} from './schemas';

describe('AbandonedActionSchema (spec people §7: either flowContextMetadataIds or a filter)', () => {
  it.each<[string, unknown, boolean]>([
    ['ids', { flowContextMetadataIds: [1, 2] }, true],
    ['a filter', { filter: { emailId: 'ada', flowIds: [1], ticketTypeIds: [2] } }, true],
    ['an empty filter (select all)', { filter: {} }, true],
    ['a filter with its cutoff', { filter: { createdUntil: '2025-03-01T10:00:00.000Z' } }, true],
    ['both', { flowContextMetadataIds: [1], filter: {} }, false],
    ['neither', {}, false],
    ['no ids', { flowContextMetadataIds: [] }, false],
    [
      'too many ids',
      {
        flowContextMetadataIds: Array.from(
          { length: ABANDONED_LIMITS.maxSelectedIds + 1 },
          (_, i) => i + 1,
        ),
      },
      false,
    ],
    ['an id out of int4', { flowContextMetadataIds: [2_147_483_648] }, false],
    ['a NUL in the search', { filter: { emailId: 'a\u0000' } }, false],
    ['an unknown filter key', { filter: { status: 'x' } }, false],
    ['a cutoff that is not a date', { filter: { createdUntil: 'yesterday' } }, false],
  ])('%s → %s', (_name, payload, ok) => {
    expect(AbandonedActionSchema.safeParse(payload).success).toBe(ok);
  });
});

describe('AbandonedListQuerySchema', () => {
  it('starts at page 1 with 20 a page', () => {
    expect(AbandonedListQuerySchema.parse({})).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it.each([{ pageNo: '0' }, { pageSize: '21' }, { flowIds: ['0'] }])('refuses %j', (query) => {
    expect(AbandonedListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('takes at most maxCsvIds selected ids in the CSV query', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
    expect(
      AbandonedCsvQuerySchema.safeParse({ ids: ids(ABANDONED_LIMITS.maxCsvIds) }).success,
    ).toBe(true);
    expect(
      AbandonedCsvQuerySchema.safeParse({ ids: ids(ABANDONED_LIMITS.maxCsvIds + 1) }).success,
    ).toBe(false);
  });
});
