/**
 * What the member table says without rows (spec people §2, §8): 'No search results found' for a
 * search that matches nobody, otherwise a hint that differs by group type.
 */
import { MESSAGES } from '@console/shared/contract';
import { PEOPLE_EXTRA_MESSAGES, type GroupUpdateType } from '@console/people-contract';

export interface EmptyView {
  title: string;
  description?: string;
}

export function emptyView(updateType: GroupUpdateType, search: string): EmptyView {
  if (search.trim() !== '')
    return { title: MESSAGES.noSearchResultsFound, description: MESSAGES.tryDifferentKeywords };
  return {
    title:
      updateType === 'ACTIVE'
        ? PEOPLE_EXTRA_MESSAGES.activeGroupEmpty
        : PEOPLE_EXTRA_MESSAGES.staticGroupEmpty,
  };
}
