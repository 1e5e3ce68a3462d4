import {
  changedDays,
  dayInZone,
  dayLabel,
  grantedDays,
  removedDaysWithSessions,
} from './day-rules';
import { day, session } from '../testing/fixtures';

const DAYS = [
  day('2026-11-23', 'GRANT'),
  day('2026-11-24', 'GRANT'),
  day('2026-11-25', 'NO_GRANT'),
];

describe('day access rules', () => {
  it("labels a day as 'Mon, Nov 23', whatever the browser's zone", () => {
    expect(dayLabel('2026-11-23')).toBe('Mon, Nov 23');
  });

  it.each([
    ['2026-11-24T03:00:00Z', 'America/New_York', '2026-11-23'],
    ['2026-11-24T03:00:00Z', 'UTC', '2026-11-24'],
    ['2026-11-23T20:00:00Z', 'Asia/Tokyo', '2026-11-24'],
  ])('the day of %s in %s is %s', (iso, zone, expected) => {
    expect(dayInZone(iso, zone)).toBe(expected);
  });

  it('sends only the days that changed', () => {
    expect(grantedDays(DAYS)).toEqual(new Set(['2026-11-23', '2026-11-24']));
    expect(changedDays(DAYS, new Set(['2026-11-23', '2026-11-25']))).toEqual([
      { dayAccessDate: '2026-11-24', grantStatus: 'NO_GRANT' },
      { dayAccessDate: '2026-11-25', grantStatus: 'GRANT' },
    ]);
    expect(changedDays(DAYS, grantedDays(DAYS))).toEqual([]);
  });

  it('lists the removed days on which a granted session starts, in the event zone', () => {
    const changes = changedDays(DAYS, new Set(['2026-11-25']));
    const sessions = [
      // 23:30 in New York on the 23rd (04:30 UTC on the 24th): a session of the 23rd.
      session(1, '2026-11-24T04:30:00Z', 'GRANT'),
      session(2, '2026-11-24T15:00:00Z', 'REVOKED'),
      session(3, '2026-11-25T15:00:00Z', 'GRANT'),
    ];
    expect(removedDaysWithSessions(changes, sessions, 'America/New_York')).toEqual(['2026-11-23']);
    expect(removedDaysWithSessions(changes, sessions, 'UTC')).toEqual(['2026-11-24']);
  });

  it('asks about nothing when no day is removed', () => {
    const changes = changedDays(DAYS, new Set(['2026-11-23', '2026-11-24', '2026-11-25']));
    expect(
      removedDaysWithSessions(changes, [session(1, '2026-11-23T10:00:00Z', 'GRANT')], 'UTC'),
    ).toEqual([]);
  });
});
