/** The screen's own words, where the spec names a control or a rule but gives no text. */
import { formatNumber } from '@console/shared/ui';

const changes = (n: number) => `${formatNumber(n)} unsaved ${n === 1 ? 'change' : 'changes'}`;

export const SESSION_ACCESS_TEXT = {
  accessible: 'Accessible',
  restricted: 'Restricted',
  toggleLabel: (title: string) => `Access to ${title}`,
  whyLocked: (title: string) => `Why access to ${title} cannot be changed`,
  selectAll: 'Select all sessions shown',
  updateAccess: 'Update Access',
  unsaved: changes,
  unsavedElsewhere: (n: number) => `${changes(n)}: update access on the All tab.`,
  daysIntro: 'Sessions you granted fall on days this group has no access to:',
  leaveTitle: 'Leave without updating access?',
  leaveBody: 'Your session access changes are not saved yet.',
  notFound: 'This page does not exist',
  notFoundBody: 'Open session access from an access group.',
} as const;
