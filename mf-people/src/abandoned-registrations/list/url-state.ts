/**
 * The list's URL state: ?q=…&flowIds=1&flowIds=2&ticketTypeIds=…&page=2. Pure functions over
 * URLSearchParams, so a link or a reload restores the same view. Pages count from 1.
 */
import type { AbandonedListFilters } from '@console/people-contract';

export interface AbandonedUrlState extends AbandonedListFilters {
  /** 1-based, as the API's pageNo. */
  page: number;
}

function ids(params: URLSearchParams, name: string): number[] {
  const values = params.getAll(name).flatMap((v) => v.split(','));
  return [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

export function readUrlState(params: URLSearchParams): AbandonedUrlState {
  const page = Number(params.get('page'));
  return {
    emailId: params.get('q') ?? '',
    flowIds: ids(params, 'flowIds'),
    ticketTypeIds: ids(params, 'ticketTypeIds'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A copy of `params` with `patch` applied; defaults (page 1, empty filters) are left out. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<AbandonedUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.emailId !== undefined) {
    if (patch.emailId.trim() === '') next.delete('q');
    else next.set('q', patch.emailId);
  }
  for (const name of ['flowIds', 'ticketTypeIds'] as const) {
    const value = patch[name];
    if (value === undefined) continue;
    next.delete(name);
    value.forEach((id) => next.append(name, String(id)));
  }
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  return next;
}

export const filtersOf = (state: AbandonedUrlState): AbandonedListFilters => ({
  emailId: state.emailId.trim(),
  flowIds: state.flowIds,
  ticketTypeIds: state.ticketTypeIds,
});

export const isFiltered = (filters: AbandonedListFilters): boolean =>
  filters.emailId.trim() !== '' || filters.flowIds.length > 0 || filters.ticketTypeIds.length > 0;

/** Identifies the filter a selection was made in: a selection never outlives its filter. */
export const filterKey = (f: AbandonedListFilters): string =>
  JSON.stringify([f.emailId.trim(), [...f.flowIds].sort(), [...f.ticketTypeIds].sort()]);
