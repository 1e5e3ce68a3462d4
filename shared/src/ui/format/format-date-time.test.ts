import { formatDateTime, formatDateTimeWithZone } from './format-date-time';

describe('formatDateTime', () => {
  it('shows the instant in the given time zone', () => {
    expect(formatDateTime('2026-05-01T09:30:00Z', 'Europe/Berlin')).toBe('May 1, 2026, 11:30 AM');
  });
  it('falls back to the browser zone for an unknown zone instead of failing', () => {
    expect(formatDateTime('2026-05-01T09:30:00Z', 'Not/AZone')).toMatch(/^May 1, 2026, /);
  });
  it('shows a value that is not a date as is', () => {
    expect(formatDateTime('soon', 'UTC')).toBe('soon');
  });
});

describe('formatDateTimeWithZone', () => {
  it.each([
    ['2026-11-22T15:30:00Z', 'America/New_York', 'Nov 22, 2026, 10:30 AM EST'],
    ['2026-07-04T15:30:00Z', 'America/New_York', 'Jul 4, 2026, 11:30 AM EDT'],
    ['2026-11-22T15:30:00Z', 'UTC', 'Nov 22, 2026, 3:30 PM UTC'],
    ['2026-11-22T15:30:00Z', 'Europe/Berlin', 'Nov 22, 2026, 4:30 PM GMT+1'],
    ['2026-11-22T15:30:00Z', 'Asia/Kolkata', 'Nov 22, 2026, 9:00 PM GMT+5:30'],
  ])('%s in %s → %s', (iso, zone, expected) => {
    expect(formatDateTimeWithZone(iso, zone)).toBe(expected);
  });
  it('names the browser zone when the event zone is unknown', () => {
    expect(formatDateTimeWithZone('2026-05-01T09:30:00Z', 'Not/AZone')).toMatch(
      /^May 1, 2026, \d{1,2}:\d{2} [AP]M \S+$/,
    );
  });
  it('shows a value that is not a date as is', () => {
    expect(formatDateTimeWithZone('soon', 'UTC')).toBe('soon');
  });
});
