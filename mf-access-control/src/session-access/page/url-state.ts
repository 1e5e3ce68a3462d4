/**
 * The screen's URL state: ?tab=accessible|restricted&q=…&tags=a&tags=b&formats=…&days=…
 * (the All tab and empty filters are left out). Pure functions over URLSearchParams.
 */
import type { SessionFilterValue } from '@console/shared/ui/sessions';
import { SESSION_ACCESS_TABS, type SessionAccessTab } from '@console/access-control-contract';

export interface SessionAccessUrlState extends SessionFilterValue {
  tab: SessionAccessTab;
}

const LIST_PARAMS = ['tags', 'formats', 'days'] as const;

export function readUrlState(params: URLSearchParams): SessionAccessUrlState {
  const tab = SESSION_ACCESS_TABS.find((t) => t.toLowerCase() === params.get('tab'));
  const list = (name: string) => [...new Set(params.getAll(name).filter((v) => v !== ''))];
  return {
    tab: tab ?? 'ALL',
    query: params.get('q') ?? '',
    tags: list('tags'),
    formats: list('formats'),
    days: list('days'),
  };
}

/** A copy of `params` with `patch` applied. */
export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<SessionAccessUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.tab !== undefined) {
    if (patch.tab === 'ALL') next.delete('tab');
    else next.set('tab', patch.tab.toLowerCase());
  }
  if (patch.query !== undefined) {
    if (patch.query.trim() === '') next.delete('q');
    else next.set('q', patch.query);
  }
  for (const name of LIST_PARAMS) {
    const values = patch[name];
    if (values === undefined) continue;
    next.delete(name);
    values.forEach((value) => next.append(name, value));
  }
  return next;
}
