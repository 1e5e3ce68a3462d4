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
  /** The question before a reminder goes out, with the email it sends. */
  remindTitle: 'Send reminder?',
  remindConfirm: 'Send reminder',
  remindLoading: 'Loading the reminder…',
  remindTo: (count: number) =>
    count === 1
      ? 'This email goes to 1 registrant:'
      : `This email goes to ${formatNumber(count)} registrants, each with their own name and link to continue. The first of them gets:`,
  remindFrom: "It is the event's reminder email, written in Communication > Standard.",
} as const;
