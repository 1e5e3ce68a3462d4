/**
 * The log's URL state: ?area=SCHEDULE&person=12&from=…Z&to=…Z&q=ticket&page=2. Pure functions
 * over URLSearchParams, so a link or a reload shows the same entries; values that name nothing
 * the user may choose (an area they do not read, a person id that is no id) are dropped.
 */
import {
  ACTIVITY_LOG_LIMITS,
  ActivityLogFiltersSchema,
  type ActivityArea,
  type ActivityLogFilters,
} from '@console/activity-log-contract';

export interface LogUrlState {
  area: ActivityArea | null;
  actorUserId: number | null;
  /** ISO instants, as the date fields give them. */
  from: string | null;
  to: string | null;
  search: string;
  /** 1-based. */
  page: number;
}

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

const instant = (value: string | null): string | null =>
  value !== null && !Number.isNaN(Date.parse(value)) ? value : null;

export function readUrlState(
  params: URLSearchParams,
  readable: readonly ActivityArea[],
): LogUrlState {
  const area = readable.find((a) => a === params.get('area')) ?? null;
  return {
    area,
    actorUserId: positiveInt(params.get('person')),
    from: instant(params.get('from')),
    to: instant(params.get('to')),
    search: params.get('q') ?? '',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** A copy of `params` with `patch` applied; defaults (no filter, page 1) are left out. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<LogUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if (patch.area !== undefined) set('area', patch.area);
  if (patch.actorUserId !== undefined)
    set('person', patch.actorUserId === null ? null : String(patch.actorUserId));
  if (patch.from !== undefined) set('from', patch.from);
  if (patch.to !== undefined) set('to', patch.to);
  if (patch.search !== undefined) set('q', patch.search.trim() === '' ? null : patch.search);
  if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
  return next;
}

/** Every filter off, back on page 1. */
export const NO_FILTERS: Partial<LogUrlState> = {
  area: null,
  actorUserId: null,
  from: null,
  to: null,
  search: '',
  page: 1,
};

export const hasFilters = (state: LogUrlState): boolean =>
  state.area !== null ||
  state.actorUserId !== null ||
  state.from !== null ||
  state.to !== null ||
  state.search.trim() !== '';

/** What the API and the CSV are asked for: the filters that are set. */
export function filtersOf(state: LogUrlState): ActivityLogFilters {
  const search = state.search.trim().slice(0, ACTIVITY_LOG_LIMITS.searchLength);
  return {
    ...(state.area ? { area: state.area } : {}),
    ...(state.actorUserId ? { actorUserId: state.actorUserId } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(search ? { search } : {}),
  };
}

export interface FilterProblems {
  from?: string;
  to?: string;
  /** Another field's (a person id out of range): the first one. */
  other?: string;
}

/** The contract's refusal of the filters by field, as the API would answer it; null: none. */
export function filterProblems(filters: ActivityLogFilters): FilterProblems | null {
  const parsed = ActivityLogFiltersSchema.safeParse(filters);
  if (parsed.success) return null;
  const problems: FilterProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const key = field === 'from' || field === 'to' ? field : 'other';
    problems[key] ??= issue.message;
  }
  return problems;
}

export const offsetOf = (page: number): number => (page - 1) * ACTIVITY_LOG_LIMITS.pageSize;

/** A page the log does not list (its offset is past the deepest): narrow the filters instead. */
export const isTooDeep = (page: number): boolean => offsetOf(page) > ACTIVITY_LOG_LIMITS.maxOffset;
