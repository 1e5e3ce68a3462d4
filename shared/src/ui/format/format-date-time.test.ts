import {
  formatDateTime,
  formatDateTimeWithZone,
  formatDay,
  formatMonth,
  formatMonthDayTime24,
  formatTime,
  isKnownTimeZone,
} from './format-date-time';

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

describe('formatTime', () => {
  it.each([
    ['2026-11-22T14:05:00Z', 'America/New_York', '9:05 AM'],
    ['2026-11-23T01:30:00Z', 'America/New_York', '8:30 PM'],
    ['2026-11-22T14:05:00Z', 'Asia/Kolkata', '7:35 PM'],
  ])('%s in %s → %s', (iso, zone, expected) => {
    expect(formatTime(iso, zone)).toBe(expected);
  });
  it('shows a value that is not a date as is', () => {
    expect(formatTime('soon', 'UTC')).toBe('soon');
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

describe('formatMonthDayTime24 (MMM dd, HH:mm a: the custom group filters, people spec §9)', () => {
  it.each([
    ['2026-11-22T19:05:00Z', 'America/New_York', 'Nov 22, 14:05 PM'],
    ['2026-11-02T14:07:00Z', 'America/New_York', 'Nov 02, 09:07 AM'],
    ['2026-11-22T19:05:00Z', 'Asia/Tokyo', 'Nov 23, 04:05 AM'],
    ['2026-01-01T00:00:00Z', 'UTC', 'Jan 01, 00:00 AM'],
    ['2026-06-30T12:00:00Z', 'UTC', 'Jun 30, 12:00 PM'],
    ['2026-06-30T12:00:00Z', 'Not/AZone', 'Jun 30, 12:00 PM'],
  ])('%s in %s is %p', (iso, zone, text) => {
    expect(formatMonthDayTime24(iso, zone)).toBe(text);
  });

  it('shows a non-date as it is', () => {
    expect(formatMonthDayTime24('soon', 'UTC')).toBe('soon');
  });
});

describe('formatDay: a calendar day, whatever the browser zone', () => {
  it.each<[string, Parameters<typeof formatDay>[1], string]>([
    ['2030-01-02', 'weekdayDate', 'Wed, Jan 2, 2030'],
    ['2026-11-23', 'weekdayMonthDay', 'Mon, Nov 23'],
    ['2025-05-01', 'date', 'May 1, 2025'],
    ['2029-12-31', 'date', 'Dec 31, 2029'],
    ['2030-01-01', 'monthDay', 'Jan 1'],
  ])('%s as %s is %p', (day, dayFormat, text) => {
    expect(formatDay(day, dayFormat)).toBe(text);
  });

  it.each(['soon', '2026-02-30', '2026-13-01', '2026-11-23T10:00:00Z'])(
    'shows %p, which is no day, as it is',
    (value) => {
      expect(formatDay(value, 'date')).toBe(value);
    },
  );
});

describe('formatMonth', () => {
  it.each([
    ['2026-11', 'Nov 2026'],
    ['2027-01', 'Jan 2027'],
    ['2026-13', '2026-13'],
    ['2026-00', '2026-00'],
    ['November', 'November'],
    ['unknown', 'unknown'],
  ])('%s is %p', (month, text) => {
    expect(formatMonth(month)).toBe(text);
  });
});

describe('isKnownTimeZone', () => {
  it.each([
    ['UTC', true],
    ['America/New_York', true],
    ['Mars/Base', false],
    ['', false],
  ])('%p: %s', (zone, known) => {
    expect(isKnownTimeZone(zone)).toBe(known);
  });
});
