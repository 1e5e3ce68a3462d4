import { formatFilterDate, instantToWallTime, wallTimeToInstant } from './zoned-time';

describe('wallTimeToInstant', () => {
  it.each([
    ['2026-11-22T14:05', 'America/New_York', '2026-11-22T19:05:00.000Z'],
    ['2026-07-01T09:30', 'America/New_York', '2026-07-01T13:30:00.000Z'],
    ['2026-11-22T14:05', 'Asia/Kolkata', '2026-11-22T08:35:00.000Z'],
    ['2026-11-22T00:15', 'Pacific/Auckland', '2026-11-21T11:15:00.000Z'],
    ['2026-11-22T14:05', 'UTC', '2026-11-22T14:05:00.000Z'],
  ])('%s in %s is %s, whatever the browser zone', (wall, zone, instant) => {
    expect(wallTimeToInstant(wall, zone)).toBe(instant);
  });

  it('resolves around clock changes', () => {
    // 2026-03-08 02:30 does not exist in New York (clocks jump 02:00 → 03:00).
    expect(wallTimeToInstant('2026-03-08T02:30', 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-03-08T03:30', 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-03-08T01:30', 'America/New_York')).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    // 2026-11-01 01:30 happens twice in New York: the first (EDT) is meant.
    expect(wallTimeToInstant('2026-11-01T01:30', 'America/New_York')).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it.each(['', '2026-11-22', 'soon', '2026-11-22T14:05:00Z'])('refuses %p', (value) => {
    expect(wallTimeToInstant(value, 'UTC')).toBeNull();
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(wallTimeToInstant('2026-11-22T14:05', 'Mars/Base')).toBe('2026-11-22T14:05:00.000Z');
  });
});

describe('instantToWallTime', () => {
  it('shows the zone wall clock and round-trips', () => {
    expect(instantToWallTime('2026-11-22T19:05:00.000Z', 'America/New_York')).toBe(
      '2026-11-22T14:05',
    );
    expect(instantToWallTime('2026-11-22T08:35:00Z', 'Asia/Kolkata')).toBe('2026-11-22T14:05');
    expect(instantToWallTime('nope', 'UTC')).toBe('');
  });
});

describe('formatFilterDate', () => {
  it.each([
    ['2026-11-22T19:05:00Z', 'America/New_York', 'Nov 22, 14:05 PM'],
    ['2026-11-02T14:07:00Z', 'America/New_York', 'Nov 02, 09:07 AM'],
    ['2026-11-22T19:05:00Z', 'Asia/Tokyo', 'Nov 23, 04:05 AM'],
    ['2026-01-01T00:00:00Z', 'UTC', 'Jan 01, 00:00 AM'],
    ['2026-06-30T12:00:00Z', 'UTC', 'Jun 30, 12:00 PM'],
  ])('%s in %s is %p (MMM dd, HH:mm a)', (iso, zone, text) => {
    expect(formatFilterDate(iso, zone)).toBe(text);
  });

  it('shows a non-date as it is', () => {
    expect(formatFilterDate('soon', 'UTC')).toBe('soon');
  });
});
