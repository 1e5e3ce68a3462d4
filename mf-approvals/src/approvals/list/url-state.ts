/**
 * The list's URL state: ?tab=pending|approved|rejected&q=…&flowIds=1&flowIds=2&ticketTypeIds=…&page=2.
 * Pure functions over URLSearchParams, so a link or a reload restores the same view.
 */
import type { ApprovalFilters } from '../client/approvals-client';
import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  APPROVAL_LIMITS,
} from '@console/approvals-contract';

export interface ApprovalUrlState extends ApprovalFilters {
  /** 1-based. */
  page: number;
}

const TAB_OF: Record<string, ApprovalStatus> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
};

export const tabParam = (status: ApprovalStatus): string => status.toLowerCase();

function ids(params: URLSearchParams, name: string): number[] {
  const values = params.getAll(name).flatMap((v) => v.split(','));
  return [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

export function readUrlState(params: URLSearchParams): ApprovalUrlState {
  const page = Number(params.get('page'));
  return {
    status: TAB_OF[params.get('tab')?.toLowerCase() ?? ''] ?? APPROVAL_STATUSES[0],
    query: params.get('q') ?? '',
    flowIds: ids(params, 'flowIds'),
    ticketTypeIds: ids(params, 'ticketTypeIds'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A copy of `params` with `patch` applied; defaults (first tab, page 1, empty filters) are left out. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<ApprovalUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  if (patch.status !== undefined)
    set('tab', patch.status === 'PENDING' ? null : tabParam(patch.status));
  if (patch.query !== undefined) set('q', patch.query.trim() === '' ? null : patch.query);
  for (const name of ['flowIds', 'ticketTypeIds'] as const) {
    const value = patch[name];
    if (value === undefined) continue;
    next.delete(name);
    value.forEach((id) => next.append(name, String(id)));
  }
  if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
  return next;
}

export const offsetOf = (page: number): number => (page - 1) * APPROVAL_LIMITS.pageSize;

/** Identifies the filter a selection was made in: a selection never outlives its filter. */
export const filterKey = (f: ApprovalFilters): string =>
  JSON.stringify([f.status, f.query.trim(), [...f.flowIds].sort(), [...f.ticketTypeIds].sort()]);
