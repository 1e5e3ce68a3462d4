/**
 * The invite list page's URL state: ?q=…&status=DECLINED&status=REGISTERED&page=2. Pure
 * functions over URLSearchParams, so a link or a reload restores the same view.
 */
import {
  INVITATION_STATUSES,
  PEOPLE_LIMITS,
  type InvitationStatus,
  type InviteesQuery,
} from '@console/people-contract';

export interface InviteListUrlState {
  search: string;
  statuses: InvitationStatus[];
  /** 1-based. */
  page: number;
}

export function readUrlState(params: URLSearchParams): InviteListUrlState {
  const page = Number(params.get('page'));
  const statuses = INVITATION_STATUSES.filter((s) =>
    params.getAll('status').some((v) => v.toUpperCase() === s),
  );
  return {
    search: params.get('q') ?? '',
    statuses,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A copy of `params` with `patch` applied; defaults (no search, every status, page 1) are left out. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<InviteListUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.search !== undefined) {
    if (patch.search.trim() === '') next.delete('q');
    else next.set('q', patch.search);
  }
  if (patch.statuses !== undefined) {
    next.delete('status');
    patch.statuses.forEach((s) => next.append('status', s));
  }
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  return next;
}

/** The search and filter of a URL state, as the list and its CSV send them. */
export function inviteesFiltersOf(state: InviteListUrlState): Omit<InviteesQuery, 'offset'> {
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.statuses.length > 0 ? { statuses: state.statuses } : {}),
  };
}

/** The API query of a URL state: 20 a page from the page number. */
export function inviteesQueryOf(state: InviteListUrlState): InviteesQuery {
  return {
    offset: (state.page - 1) * PEOPLE_LIMITS.inviteListPageSize,
    ...inviteesFiltersOf(state),
  };
}

export const isFiltered = (state: InviteListUrlState): boolean =>
  state.search.trim() !== '' || state.statuses.length > 0;
