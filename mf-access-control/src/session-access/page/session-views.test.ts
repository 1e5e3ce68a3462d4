import { sessionsOf, TIME_ZONE } from '../testing/fixtures';
import {
  filterOptions,
  filterSessions,
  formatLabel,
  sessionsOfTab,
  toSessionViews,
} from './session-views';

const views = toSessionViews(sessionsOf('base'), 'base', TIME_ZONE);
const ids = (rows: readonly { segmentId: number }[]) => rows.map((r) => r.segmentId);
const NONE = { query: '', tags: [], formats: [], days: [] };

describe('session views', () => {
  it('dates each session in the event time zone', () => {
    // Session 12 starts at 04:00 UTC on Jan 2, 23:00 on Jan 1 in New York.
    expect(views.find((v) => v.segmentId === 12)?.day).toBe('2030-01-01');
    expect(views.find((v) => v.segmentId === 13)?.day).toBe('2030-01-02');
  });

  it('keeps every session without search or filters', () => {
    expect(filterSessions(views, NONE)).toBe(views);
  });

  it.each([
    [{ query: ' KUBERNETES ' }, [1]],
    [{ tags: ['AI', 'Cloud'] }, [1, 4, 8, 12, 16, 20, 24]],
    [{ formats: ['IN_PERSON'], days: ['2030-01-01'] }, [3, 6, 9, 12]],
    [{ query: 'session 2', tags: ['AI'] }, [20, 24]],
  ])('filters by %j', (patch, expected) => {
    expect(ids(filterSessions(views, { ...NONE, ...patch }))).toEqual(expected);
  });

  it('splits the tabs with the pending changes applied', () => {
    const first = views.slice(0, 4);
    const pending = [{ id: 1, grantStatus: 'GRANT' as const }];
    expect(ids(sessionsOfTab(first, pending, 'ALL'))).toEqual([1, 2, 3, 4]);
    expect(ids(sessionsOfTab(first, pending, 'ACCESSIBLE'))).toEqual([1, 2, 3, 4]);
    expect(ids(sessionsOfTab(first, [], 'RESTRICTED'))).toEqual([1]);
  });

  it('offers the tags, formats and days the sessions have', () => {
    expect(filterOptions(views)).toEqual({
      tags: ['Advanced', 'AI', 'Cloud', 'Workshop'],
      formats: [
        { id: 'IN_PERSON', label: 'In person' },
        { id: 'VIRTUAL', label: 'Virtual' },
      ],
      days: ['2030-01-01', '2030-01-02'],
    });
    expect(formatLabel('HYBRID')).toBe('Hybrid');
  });
});

describe('the sessions a section offers', () => {
  it('lists in the grant section only the sessions its base does not grant, in revoked only those it does', () => {
    const rows = sessionsOf('base').map((row) => ({
      ...row,
      showInGrant: row.segmentId % 2 === 1,
      showInRevoke: row.segmentId % 2 === 0,
    }));
    const ids = (section: 'base' | 'grant' | 'revoked') =>
      toSessionViews(rows, section, TIME_ZONE).map((view) => view.segmentId);
    expect(ids('base')).toHaveLength(rows.length);
    expect(ids('grant').every((id) => id % 2 === 1)).toBe(true);
    expect(ids('revoked').every((id) => id % 2 === 0)).toBe(true);
    expect(ids('grant').length + ids('revoked').length).toBe(rows.length);
  });
});
