import type { SessionInfo } from '@console/shared/contract';
import { otherSessionIds, sessionRows } from './session-rows';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

function aSession(overrides: Partial<SessionInfo>): SessionInfo {
  return {
    sessionId: 1,
    createdAt: '2026-03-01T08:00:00Z',
    lastSeenAt: '2026-03-01T09:00:00Z',
    expiresAt: '2026-03-08T08:00:00Z',
    userAgent: FIREFOX,
    address: '203.0.113.7',
    current: false,
    ...overrides,
  };
}

describe('sessionRows', () => {
  it.each<[string, SessionInfo[], number[]]>([
    ['nothing to list', [], []],
    [
      'this device first, even when another was active later',
      [
        aSession({ sessionId: 1, lastSeenAt: '2026-03-02T10:00:00Z' }),
        aSession({ sessionId: 2, current: true, lastSeenAt: '2026-03-01T10:00:00Z' }),
      ],
      [2, 1],
    ],
    [
      'then the most recently active',
      [
        aSession({ sessionId: 1, lastSeenAt: '2026-03-01T10:00:00Z' }),
        aSession({ sessionId: 2, lastSeenAt: '2026-03-03T10:00:00Z' }),
        aSession({ sessionId: 3, lastSeenAt: '2026-03-02T10:00:00Z' }),
      ],
      [2, 3, 1],
    ],
    [
      'the newer session first when both were last active at the same instant',
      [aSession({ sessionId: 4 }), aSession({ sessionId: 9 })],
      [9, 4],
    ],
  ])('%s', (_label, sessions, expectedIds) => {
    expect(sessionRows(sessions).map((row) => row.sessionId)).toEqual(expectedIds);
  });

  it('names each device from its user agent', () => {
    expect(sessionRows([aSession({})])[0]?.device).toBe('Firefox on Linux');
  });
});

describe('otherSessionIds', () => {
  it('lists every session but this device', () => {
    const rows = sessionRows([
      aSession({ sessionId: 1, current: true }),
      aSession({ sessionId: 2 }),
      aSession({ sessionId: 3 }),
    ]);
    expect(otherSessionIds(rows).sort()).toEqual([2, 3]);
  });

  it('is empty when this is the only device', () => {
    expect(otherSessionIds(sessionRows([aSession({ current: true })]))).toEqual([]);
  });
});
