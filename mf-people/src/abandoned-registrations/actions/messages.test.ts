import { ApiError } from '@console/shared/react';
import { reminderErrorText } from './messages';
import { PEOPLE_MESSAGES } from '@console/people-contract';

describe("reminderErrorText (spec people §8: the server's description if present)", () => {
  it.each<[string, unknown, string]>([
    [
      'a refusal the server explains',
      new ApiError(409, 'CONFLICT', 'Narrow the filters and try again.'),
      'Narrow the filters and try again.',
    ],
    ['a 400 with its reason', new ApiError(400, 'INVALID_INPUT', 'ids: bad'), 'ids: bad'],
    [
      'a server failure',
      new ApiError(500, 'INTERNAL', 'Something went wrong.'),
      PEOPLE_MESSAGES.reminderFailed,
    ],
    [
      'no connection',
      new ApiError(0, 'NETWORK', 'The server could not be reached.'),
      PEOPLE_MESSAGES.reminderFailed,
    ],
    ['a 4xx without words', new ApiError(403, 'FORBIDDEN', ''), PEOPLE_MESSAGES.reminderFailed],
    ['anything else', new Error('boom'), PEOPLE_MESSAGES.reminderFailed],
  ])('%s', (_case, error, text) => {
    expect(reminderErrorText(error)).toBe(text);
  });

  it('falls back to the exact spec text', () => {
    expect(PEOPLE_MESSAGES.reminderFailed).toBe('Could not send email. Please try again.');
  });
});
