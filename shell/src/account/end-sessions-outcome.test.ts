import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import { endSessionsOutcome, type EndSessionsOutcome } from './end-sessions-outcome';

const ended: PromiseSettledResult<void> = { status: 'fulfilled', value: undefined };
const refused = (reason: unknown): PromiseSettledResult<void> => ({ status: 'rejected', reason });
const alreadyEnded = refused(new ApiError(404, ERROR_CODES.notFound, MESSAGES.sessionNotFound));
const forbidden = refused(new ApiError(403, ERROR_CODES.forbidden, 'Invalid CSRF token'));
const offline = refused(new ApiError(0, 'NETWORK', 'The server could not be reached.'));

describe('endSessionsOutcome', () => {
  it.each<[string, PromiseSettledResult<void>[], EndSessionsOutcome]>([
    ['nothing to end', [], { ended: 0, error: null }],
    ['every session ended', [ended, ended], { ended: 2, error: null }],
    [
      'a session that had already ended counts as ended',
      [ended, alreadyEnded],
      { ended: 2, error: null },
    ],
    [
      'a refusal is reported with the API message',
      [ended, forbidden],
      { ended: 1, error: 'Invalid CSRF token' },
    ],
    [
      'the first refusal is the one reported',
      [offline, forbidden],
      { ended: 0, error: 'The server could not be reached.' },
    ],
    [
      'a failure without a message says something went wrong',
      [refused('boom')],
      { ended: 0, error: MESSAGES.somethingWentWrong },
    ],
  ])('%s', (_label, results, expected) => {
    expect(endSessionsOutcome(results)).toEqual(expected);
  });
});
