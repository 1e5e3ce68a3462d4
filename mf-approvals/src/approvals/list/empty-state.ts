/** What the table says when it has no rows (§8): a search matching nothing, or an empty tab. */
import { MESSAGES } from '@console/shared/contract';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

export interface EmptyText {
  title: string;
  description?: string;
}

export function emptyText(query: string, statusLabel: string): EmptyText {
  if (query.trim() !== '') {
    return { title: MESSAGES.noSearchResultsFound, description: MESSAGES.tryDifferentKeywords };
  }
  return { title: APPROVAL_MESSAGES.noRegistrations(statusLabel.toLowerCase()) };
}
