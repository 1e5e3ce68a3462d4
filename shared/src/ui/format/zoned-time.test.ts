import { instantToWallTime, wallTimeToInstant } from './zoned-time';

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

  it.each(['', '2026-11-22', 'soon', '2026-11-22T14:05:00Z', '2026-02-30T10:00'])(
    'refuses %p',
    (value) => {
      expect(wallTimeToInstant(value, 'UTC')).toBeNull();
    },
  );

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

  it('drops seconds, and reads an unknown zone as UTC', () => {
    expect(instantToWallTime('2026-11-22T08:35:59.999Z', 'Asia/Kolkata')).toBe('2026-11-22T14:05');
    expect(instantToWallTime('2026-11-22T14:05:00Z', 'Mars/Base')).toBe('2026-11-22T14:05');
  });
});
