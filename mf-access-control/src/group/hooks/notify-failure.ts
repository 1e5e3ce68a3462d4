import { TIMINGS } from '@console/shared/contract';
import { ApiError, type Notifier } from '@console/shared/react';
import { ACCESS_MESSAGES } from '@console/access-control-contract';

/** A failed write: the server's refusal when it gave one (a 4xx), else the spec's retry message. */
export function notifyFailure(notifier: Notifier, error: unknown): void {
  const message =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.message
      : ACCESS_MESSAGES.somethingWentWrong;
  notifier.notify(message, { tone: 'error', durationMs: TIMINGS.toastLongMs });
}
