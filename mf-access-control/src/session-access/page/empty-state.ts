/** What the table says without rows (people-and-access-control §2: the screen's empty states). */
import type { SessionFilterValue } from '@console/shared/ui/sessions';
import { ACCESS_MESSAGES, type SessionAccessTab } from '@console/access-control-contract';

export interface EmptyCounts {
  /** Sessions of the section. */
  total: number;
  /** Sessions matching the search and filters. */
  matching: number;
}

export function sessionEmptyText(
  { total, matching }: EmptyCounts,
  filters: SessionFilterValue,
  tab: SessionAccessTab,
): string {
  if (total === 0) return ACCESS_MESSAGES.noSessionFound;
  if (matching === 0)
    return filters.query.trim() !== ''
      ? ACCESS_MESSAGES.noSearchResultsFound
      : ACCESS_MESSAGES.noSessionsFound;
  return tab === 'RESTRICTED'
    ? ACCESS_MESSAGES.noSessionsRestricted
    : ACCESS_MESSAGES.noSessionsAccessible;
}
