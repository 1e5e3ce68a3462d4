import { ERROR_CODES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import { errorText } from '@console/shared/ui';

export interface EndSessionsOutcome {
  /** Sessions that are over now, those that had already ended included. */
  ended: number;
  /** The first refusal's message (the API's own words), or null when every session ended. */
  error: string | null;
}

const alreadyEnded = (reason: unknown) =>
  reason instanceof ApiError && reason.status === 404 && reason.code === ERROR_CODES.notFound;

/** What ending several sessions did: a session that had already ended is what was asked for. */
export function endSessionsOutcome(
  results: readonly PromiseSettledResult<unknown>[],
): EndSessionsOutcome {
  const refusals = results.flatMap((result) =>
    result.status === 'rejected' && !alreadyEnded(result.reason) ? [result.reason] : [],
  );
  return {
    ended: results.length - refusals.length,
    error: refusals.length > 0 ? errorText(refusals[0]) : null,
  };
}
