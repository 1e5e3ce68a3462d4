/**
 * The list's URL state: ?q=…&roles=SPEAKER&roles=…&status=ATTENDED&ticketTypeIds=3&page=2.
 * Pure functions over URLSearchParams, so a link or a reload restores the same view; values that
 * name nothing known are dropped.
 */
import { EVENT_ROLES, type EventRole } from '@console/shared/contract';
import {
  AUDIENCE_STATUS_OPTIONS,
  attendedFilter,
  PEOPLE_LIMITS,
  type AudienceListFilters,
  type AudienceStatusOption,
} from '@console/people-contract';

export interface AudienceUrlState {
  query: string;
  roles: EventRole[];
  statuses: AudienceStatusOption[];
  ticketTypeIds: number[];
  /** 1-based. */
  page: number;
}

const oneOf = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  allowed.filter((value) => values.includes(value));

function ids(params: URLSearchParams, name: string): number[] {
  const values = params.getAll(name).map(Number);
  return [...new Set(values.filter((n) => Number.isInteger(n) && n > 0))];
}

/** `roles`: the event's roles (a webinar has no Sponsor); others in the URL are dropped. */
export function readUrlState(
  params: URLSearchParams,
  roles: readonly EventRole[] = EVENT_ROLES,
): AudienceUrlState {
  const page = Number(params.get('page'));
  return {
    query: params.get('q') ?? '',
    roles: oneOf(roles, params.getAll('roles')),
    statuses: oneOf(AUDIENCE_STATUS_OPTIONS, params.getAll('status')),
    ticketTypeIds: ids(params, 'ticketTypeIds'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A copy of `params` with `patch` applied; defaults (page 1, empty filters) are left out. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<AudienceUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const list = (name: string, values: readonly (string | number)[] | undefined) => {
    if (values === undefined) return;
    next.delete(name);
    values.forEach((value) => next.append(name, String(value)));
  };
  if (patch.query !== undefined) {
    if (patch.query.trim() === '') next.delete('q');
    else next.set('q', patch.query);
  }
  list('roles', patch.roles);
  list('status', patch.statuses);
  list('ticketTypeIds', patch.ticketTypeIds);
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  return next;
}

/** What the API is asked for: the status options become isAttended (null for both or neither). */
export const filtersOf = (state: AudienceUrlState): AudienceListFilters => ({
  search: state.query.trim(),
  roleTypeFilters: state.roles,
  isAttended: attendedFilter(state.statuses),
  ticketTypeFilter: state.ticketTypeIds,
});

export const offsetOf = (page: number): number => (page - 1) * PEOPLE_LIMITS.audiencePageSize;
