import fc from 'fast-check';
import type { AccessSection, GrantStatus } from './schemas';
import {
  dayAccessWith,
  dayInTimeZone,
  daysNeedingAccess,
  isInTab,
  NO_PENDING_CHANGES,
  pendingIndex,
  restrictedStatus,
  selectAllSessions,
  selectAllTarget,
  sessionTabCounts,
  statusWithPending,
  toggleSession,
  type PendingRow,
  type PendingSessionChanges,
} from './session-pending';

const row = (segmentId: number, grantStatus: GrantStatus, locked = false): PendingRow => ({
  segmentId,
  grantStatus,
  isAccessGroupAddedInSegment: locked,
});

const statusOf = (r: PendingRow, pending: PendingSessionChanges) =>
  statusWithPending(r, pendingIndex(pending));

describe('restrictedStatus', () => {
  it.each<[AccessSection, GrantStatus]>([
    ['base', 'NO_GRANT'],
    ['grant', 'REVOKED'],
    ['revoked', 'REVOKED'],
  ])('in the %s section a restricted row stores %s', (section, status) => {
    expect(restrictedStatus(section)).toBe(status);
  });
});

describe('toggleSession', () => {
  it.each<[AccessSection, GrantStatus, GrantStatus]>([
    ['base', 'GRANT', 'NO_GRANT'],
    ['base', 'NO_GRANT', 'GRANT'],
    ['grant', 'GRANT', 'REVOKED'],
    ['grant', 'REVOKED', 'GRANT'],
    ['revoked', 'GRANT', 'REVOKED'],
    ['revoked', 'REVOKED', 'GRANT'],
  ])('in the %s section flips a saved %s row to %s', (section, saved, flipped) => {
    const r = row(1, saved);
    expect(toggleSession(NO_PENDING_CHANGES, r, section)).toEqual([
      { id: 1, grantStatus: flipped },
    ]);
  });

  it.each<AccessSection>(['base', 'grant', 'revoked'])(
    'in the %s section drops the change when a second toggle brings the row back to its saved state',
    (section) => {
      const r = row(1, 'GRANT');
      const once = toggleSession(NO_PENDING_CHANGES, r, section);
      expect(toggleSession(once, r, section)).toEqual([]);
    },
  );

  it('keeps the changes of other rows, in the order they were made', () => {
    const a = row(1, 'NO_GRANT');
    const b = row(2, 'GRANT');
    const pending = toggleSession(toggleSession(NO_PENDING_CHANGES, a, 'base'), b, 'base');
    expect(pending).toEqual([
      { id: 1, grantStatus: 'GRANT' },
      { id: 2, grantStatus: 'NO_GRANT' },
    ]);
    expect(toggleSession(pending, a, 'base')).toEqual([{ id: 2, grantStatus: 'NO_GRANT' }]);
  });

  it('never changes a row mapped through Add to sessions', () => {
    const pending = [{ id: 9, grantStatus: 'GRANT' as const }];
    expect(toggleSession(pending, row(1, 'GRANT', true), 'grant')).toBe(pending);
  });
});

describe('select-all', () => {
  const rows = [row(1, 'GRANT'), row(2, 'NO_GRANT'), row(3, 'GRANT')];

  it('grants every row when any is restricted, keeping only real changes', () => {
    expect(selectAllTarget(rows, NO_PENDING_CHANGES)).toBe('GRANT_ALL');
    expect(selectAllSessions(NO_PENDING_CHANGES, rows, 'base')).toEqual([
      { id: 2, grantStatus: 'GRANT' },
    ]);
  });

  it('restricts every row when none is restricted (pending changes applied)', () => {
    const pending = [{ id: 2, grantStatus: 'GRANT' as const }];
    expect(selectAllTarget(rows, pending)).toBe('RESTRICT_ALL');
    expect(selectAllSessions(pending, rows, 'base')).toEqual([
      { id: 1, grantStatus: 'NO_GRANT' },
      { id: 3, grantStatus: 'NO_GRANT' },
    ]);
  });

  it('restricts with REVOKED in the grant and revoked sections', () => {
    expect(selectAllSessions(NO_PENDING_CHANGES, [row(1, 'GRANT')], 'revoked')).toEqual([
      { id: 1, grantStatus: 'REVOKED' },
    ]);
  });

  it('leaves rows mapped through Add to sessions out, also when deciding what to do', () => {
    const withLocked = [row(1, 'GRANT'), row(2, 'NO_GRANT', true)];
    expect(selectAllTarget(withLocked, NO_PENDING_CHANGES)).toBe('RESTRICT_ALL');
    expect(selectAllSessions(NO_PENDING_CHANGES, withLocked, 'base')).toEqual([
      { id: 1, grantStatus: 'NO_GRANT' },
    ]);
  });

  it('keeps the changes of rows it was not given', () => {
    const elsewhere = [{ id: 99, grantStatus: 'GRANT' as const }];
    expect(selectAllSessions(elsewhere, [row(1, 'NO_GRANT')], 'base')).toEqual([
      { id: 99, grantStatus: 'GRANT' },
      { id: 1, grantStatus: 'GRANT' },
    ]);
  });
});

describe('tabs', () => {
  it.each<[GrantStatus, boolean, boolean]>([
    ['GRANT', true, false],
    ['NO_GRANT', false, true],
    ['REVOKED', false, true],
  ])('a %s row is accessible: %s, restricted: %s', (status, accessible, restricted) => {
    expect(isInTab(status, 'ALL')).toBe(true);
    expect(isInTab(status, 'ACCESSIBLE')).toBe(accessible);
    expect(isInTab(status, 'RESTRICTED')).toBe(restricted);
  });

  it('counts All, Accessible and Restricted with the pending changes applied', () => {
    const rows = [row(1, 'GRANT'), row(2, 'NO_GRANT'), row(3, 'NO_GRANT')];
    expect(sessionTabCounts(rows, NO_PENDING_CHANGES)).toEqual({
      ALL: 3,
      ACCESSIBLE: 1,
      RESTRICTED: 2,
    });
    expect(sessionTabCounts(rows, [{ id: 2, grantStatus: 'GRANT' }])).toEqual({
      ALL: 3,
      ACCESSIBLE: 2,
      RESTRICTED: 1,
    });
  });
});

describe('day access after Update Access', () => {
  const TZ = 'America/New_York';
  // 02:00 UTC on Jan 2 is still Jan 1 in New York.
  const sessions = [
    { segmentId: 1, startDateTime: '2030-01-02T02:00:00Z' },
    { segmentId: 2, startDateTime: '2030-01-02T15:00:00Z' },
    { segmentId: 3, startDateTime: '2030-01-03T15:00:00Z' },
    { segmentId: 4, startDateTime: '2030-01-04T15:00:00Z' },
  ];
  const days = [
    { dayAccessDate: '2030-01-01', grantStatus: 'GRANT' as const },
    { dayAccessDate: '2030-01-02', grantStatus: 'NO_GRANT' as const },
    { dayAccessDate: '2030-01-03', grantStatus: 'NO_GRANT' as const },
  ];

  it('reads a session day in the event time zone', () => {
    expect(dayInTimeZone('2030-01-02T02:00:00Z', TZ)).toBe('2030-01-01');
    expect(dayInTimeZone('2030-01-02T02:00:00Z', 'UTC')).toBe('2030-01-02');
  });

  it('offers the days of newly granted sessions whose day access is not granted, once each, in order', () => {
    const saved = [
      { id: 4, grantStatus: 'GRANT' as const },
      { id: 1, grantStatus: 'GRANT' as const },
      { id: 2, grantStatus: 'GRANT' as const },
      { id: 3, grantStatus: 'NO_GRANT' as const },
    ];
    // 1 is on Jan 1 (granted); 2 on Jan 2 (not granted); 3 was restricted; 4 on a day without a row.
    expect(daysNeedingAccess(sessions, saved, days, TZ)).toEqual(['2030-01-02', '2030-01-04']);
  });

  it('offers nothing when only restrictions were saved', () => {
    expect(daysNeedingAccess(sessions, [{ id: 2, grantStatus: 'REVOKED' }], days, TZ)).toEqual([]);
  });

  it('sends the group current days with the chosen ones granted', () => {
    expect(dayAccessWith(days, ['2030-01-04', '2030-01-02'])).toEqual([
      { dayAccessDate: '2030-01-01', grantStatus: 'GRANT' },
      { dayAccessDate: '2030-01-02', grantStatus: 'GRANT' },
      { dayAccessDate: '2030-01-03', grantStatus: 'NO_GRANT' },
      { dayAccessDate: '2030-01-04', grantStatus: 'GRANT' },
    ]);
  });
});

describe('pending changes, over random rows and toggles', () => {
  const sectionArb = fc.constantFrom<AccessSection>('base', 'grant', 'revoked');
  const rowsArb = (section: AccessSection) =>
    fc.uniqueArray(
      fc.record({
        segmentId: fc.integer({ min: 1, max: 40 }),
        grantStatus: fc.constantFrom<GrantStatus>('GRANT', restrictedStatus(section)),
        isAccessGroupAddedInSegment: fc.boolean(),
      }),
      { selector: (r) => r.segmentId, minLength: 1, maxLength: 20 },
    );
  const scenario = sectionArb.chain((section) =>
    rowsArb(section).chain((rows) =>
      fc.record({
        section: fc.constant(section),
        rows: fc.constant(rows),
        actions: fc.array(
          fc.oneof(fc.integer({ min: 0, max: rows.length - 1 }), fc.constant('all' as const)),
          { maxLength: 30 },
        ),
      }),
    ),
  );

  it('holds no change equal to the saved state, none twice, none of a locked row; counts add up', () => {
    fc.assert(
      fc.property(scenario, ({ section, rows, actions }) => {
        let pending = NO_PENDING_CHANGES;
        for (const action of actions) {
          const target = action === 'all' ? null : rows[action];
          pending = target
            ? toggleSession(pending, target, section)
            : selectAllSessions(pending, rows, section);
        }
        const byId = new Map(rows.map((r) => [r.segmentId, r]));
        const ids = pending.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const change of pending) {
          const saved = byId.get(change.id);
          expect(saved).toBeDefined();
          expect(saved?.isAccessGroupAddedInSegment).toBe(false);
          expect(change.grantStatus).not.toBe(saved?.grantStatus);
          expect(['GRANT', restrictedStatus(section)]).toContain(change.grantStatus);
        }
        const counts = sessionTabCounts(rows, pending);
        expect(counts.ACCESSIBLE + counts.RESTRICTED).toBe(counts.ALL);
      }),
    );
  });

  it('a toggle flips exactly one row, and toggling it again restores the pending list', () => {
    fc.assert(
      fc.property(scenario, ({ section, rows }) => {
        const pending = selectAllSessions(NO_PENDING_CHANGES, rows.slice(1), section);
        const target = rows[0];
        if (!target || target.isAccessGroupAddedInSegment) return;
        const once = toggleSession(pending, target, section);
        expect(statusOf(target, once) === 'GRANT').toBe(statusOf(target, pending) !== 'GRANT');
        for (const other of rows.slice(1))
          expect(statusOf(other, once)).toBe(statusOf(other, pending));
        expect(new Set(toggleSession(once, target, section))).toEqual(new Set(pending));
      }),
    );
  });
});
