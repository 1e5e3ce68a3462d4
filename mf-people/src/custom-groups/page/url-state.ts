/**
 * The custom group page's URL state: ?q=…&page=2&isFilterPopUpOpened=true. Pure functions over
 * URLSearchParams, so a link or a reload restores the same view.
 */
import { PEOPLE_LIMITS } from '@console/people-contract';

export const FILTER_POPUP_PARAM = 'isFilterPopUpOpened';

export interface CustomGroupUrlState {
  query: string;
  /** 1-based. */
  page: number;
  isFilterPanelOpen: boolean;
}

export function readUrlState(params: URLSearchParams): CustomGroupUrlState {
  const page = Number(params.get('page'));
  return {
    query: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    isFilterPanelOpen: params.get(FILTER_POPUP_PARAM) === 'true',
  };
}

/** A copy of `params` with `patch` applied; defaults are left out, other parameters kept. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<CustomGroupUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.query !== undefined) {
    if (patch.query.trim() === '') next.delete('q');
    else next.set('q', patch.query);
  }
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  if (patch.isFilterPanelOpen !== undefined) {
    if (patch.isFilterPanelOpen) next.set(FILTER_POPUP_PARAM, 'true');
    else next.delete(FILTER_POPUP_PARAM);
  }
  return next;
}

export const offsetOf = (page: number): number => (page - 1) * PEOPLE_LIMITS.audiencePageSize;
