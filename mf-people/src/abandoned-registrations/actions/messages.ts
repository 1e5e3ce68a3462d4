/** The toasts of the delete and reminder actions (spec people §8). */
import { ApiError } from '@console/shared/react';
import { PEOPLE_MESSAGES } from '@console/people-contract';

/**
 * A failed reminder shows the server's description when it gave one (a 4xx answer: a refused
 * selection, too many at once), otherwise the spec's fallback.
 */
export function reminderErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return PEOPLE_MESSAGES.reminderFailed;
}
