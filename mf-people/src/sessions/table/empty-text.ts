/** What the session table says without rows (spec people §2, §8): nothing found, or nothing matching. */
import { MESSAGES } from '@console/shared/contract';
import { PEOPLE_MESSAGES, type SessionFilters } from '@console/people-contract';

export interface EmptyText {
  title: string;
  description?: string;
}

export const isFiltered = (f: SessionFilters): boolean =>
  f.query.trim() !== '' || f.tags.length > 0 || f.formats.length > 0 || f.days.length > 0;

export function sessionEmptyText(filters: SessionFilters): EmptyText {
  return isFiltered(filters)
    ? { title: MESSAGES.noSearchResultsFound, description: MESSAGES.tryDifferentKeywords }
    : { title: PEOPLE_MESSAGES.noSessionsFound };
}
