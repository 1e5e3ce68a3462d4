/**
 * The schedule's URL state: ?day=2030-01-02&q=keynote&page=2. Pure functions over
 * URLSearchParams, so a link or a reload shows the same day, search and page.
 */
import { SCHEDULE_LIMITS, type ScheduleDay } from '@console/event-setup-contract';

export interface ScheduleUrlState {
  /** 'YYYY-MM-DD' in the event's zone, or '' (the default day). */
  day: string;
  search: string;
  /** 1-based. */
  page: number;
}

export function readUrlState(params: URLSearchParams): ScheduleUrlState {
  const page = Number(params.get('page'));
  return {
    day: params.get('day') ?? '',
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A copy of `params` with `patch` applied; defaults (no day, no search, page 1) are left out. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<ScheduleUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if (patch.day !== undefined) set('day', patch.day === '' ? null : patch.day);
  if (patch.search !== undefined) set('q', patch.search.trim() === '' ? null : patch.search);
  if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
  return next;
}

/**
 * The day tab shown: the URL's when the event has it, else the first day with sessions, else the
 * event's first day ('' while the days are unknown).
 */
export function shownDay(days: readonly ScheduleDay[], wanted: string): string {
  if (days.some((d) => d.day === wanted)) return wanted;
  return (days.find((d) => d.sessionCount > 0) ?? days[0])?.day ?? '';
}

export const offsetOf = (page: number): number => (page - 1) * SCHEDULE_LIMITS.pageSize;
