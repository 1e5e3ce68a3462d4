/** What the table says without rows (spec people §8): nobody at all, or nobody matching. */
import { MESSAGES } from '@console/shared/contract';
import { PEOPLE_MESSAGES, type AudienceListFilters } from '@console/people-contract';

export interface EmptyText {
  title: string;
  description?: string;
}

export const hasCriteria = (filters: AudienceListFilters): boolean =>
  filters.search !== '' ||
  filters.roleTypeFilters.length > 0 ||
  filters.isAttended !== null ||
  filters.ticketTypeFilter.length > 0;

export function emptyText(filters: AudienceListFilters): EmptyText {
  if (hasCriteria(filters))
    return { title: MESSAGES.noSearchResultsFound, description: MESSAGES.tryDifferentKeywords };
  return { title: PEOPLE_MESSAGES.noAudienceFound };
}
