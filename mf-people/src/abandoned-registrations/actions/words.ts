/**
 * Words of this feature the spec leaves to us (it quotes the confirmation and the toasts, which
 * come from PEOPLE_MESSAGES).
 */
import { formatNumber } from '@console/shared/ui';
import { ABANDONED_LIMITS, PEOPLE_MESSAGES } from '@console/people-contract';

export const ABANDONED_MESSAGES = {
  title: 'Abandoned registrations',
  deleteTitle: 'Delete registrant?',
  deleteConfirmation: PEOPLE_MESSAGES.abandonedDeleteConfirmation,
  emptyHint: 'People who start a registration and leave before finishing it appear here.',
  tooManyForActions: `Select at most ${formatNumber(ABANDONED_LIMITS.maxSelectedIds)} registrants, or use Select all.`,
  tooManyForCsv: `Download the selection of at most ${formatNumber(ABANDONED_LIMITS.maxCsvIds)} registrants, or use Select all.`,
} as const;
