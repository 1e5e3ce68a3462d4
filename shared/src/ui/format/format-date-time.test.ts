import { formatDateTime } from './format-date-time';

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
