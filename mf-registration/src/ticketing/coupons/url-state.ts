/**
 * The coupon list's URL state: ?q=…&page=2. Pure functions over URLSearchParams, so a link or a
 * reload shows the same page of the same search.
 */
import { TICKETING_LIMITS } from '@console/registration-contract';

export interface CouponUrlState {
  search: string;
  /** 1-based. */
  page: number;
}

export function readUrlState(params: URLSearchParams): CouponUrlState {
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A copy of `params` with `patch` applied; defaults (no search, page 1) are left out. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<CouponUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.search !== undefined) {
    if (patch.search.trim() === '') next.delete('q');
    else next.set('q', patch.search);
  }
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  return next;
}

export const offsetOf = (page: number): number => (page - 1) * TICKETING_LIMITS.couponPageSize;
