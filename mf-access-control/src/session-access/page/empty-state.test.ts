import { sessionEmptyText } from './empty-state';
import { ACCESS_MESSAGES } from '@console/access-control-contract';

const NONE = { query: '', tags: [], formats: [], days: [] };

describe('sessionEmptyText', () => {
  it.each([
    [
      'the section has no session',
      { total: 0, matching: 0 },
      NONE,
      'ALL',
      ACCESS_MESSAGES.noSessionFound,
    ],
    [
      'a search matches none',
      { total: 5, matching: 0 },
      { ...NONE, query: 'x', tags: ['A'] },
      'ALL',
      ACCESS_MESSAGES.noSearchResultsFound,
    ],
    [
      'filters match none',
      { total: 5, matching: 0 },
      { ...NONE, days: ['2030-01-01'] },
      'ACCESSIBLE',
      ACCESS_MESSAGES.noSessionsFound,
    ],
    [
      'none is accessible',
      { total: 5, matching: 5 },
      NONE,
      'ACCESSIBLE',
      ACCESS_MESSAGES.noSessionsAccessible,
    ],
    [
      'none is restricted',
      { total: 5, matching: 3 },
      { ...NONE, tags: ['A'] },
      'RESTRICTED',
      ACCESS_MESSAGES.noSessionsRestricted,
    ],
  ] as const)('when %s', (_, counts, filters, tab, text) => {
    expect(sessionEmptyText(counts, filters, tab)).toBe(text);
  });
});
