import { MESSAGES } from '@console/shared/contract';
import { ABANDONED_MESSAGES } from '../actions/words';
import { PEOPLE_MESSAGES } from '@console/people-contract';

/** Nothing at all vs nothing for this search or filter (spec people §2, §8). */
export function emptyText(filtered: boolean): { title: string; description: string } {
  return filtered
    ? { title: MESSAGES.noSearchResultsFound, description: MESSAGES.tryDifferentKeywords }
    : { title: PEOPLE_MESSAGES.noAbandonedRegistration, description: ABANDONED_MESSAGES.emptyHint };
}
