import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';

export interface EndSessionsOutcome {
  /** Sessions that are over now, those that had already ended included. */
  ended: number;
  /** The first refusal's message (the API's own words), or null when every session ended. */
  error: string | null;
}

const alreadyEnded = (reason: unknown) =>
  reason instanceof ApiError && reason.status === 404 && reason.code === ERROR_CODES.notFound;

const messageOf = (reason: unknown) =>
  reason instanceof Error && reason.message ? reason.message : MESSAGES.somethingWentWrong;

/** What ending several sessions did: a session that had already ended is what was asked for. */
export function endSessionsOutcome(
  results: readonly PromiseSettledResult<unknown>[],
): EndSessionsOutcome {
  const refusals = results.flatMap((result) =>
    result.status === 'rejected' && !alreadyEnded(result.reason) ? [result.reason] : [],
  );
  return {
    ended: results.length - refusals.length,
    error: refusals.length > 0 ? messageOf(refusals[0]) : null,
  };
}
