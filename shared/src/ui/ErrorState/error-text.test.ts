import { MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import { errorText } from './error-text';

describe('errorText', () => {
  const generic = MESSAGES.somethingWentWrong;

  it.each<[string, unknown, string]>([
    [
      'an API error: its message',
      new ApiError(409, 'CONFLICT', 'The name is taken.'),
      'The name is taken.',
    ],
    [
      'a network failure: the client says so',
      new ApiError(0, 'NETWORK', 'The server could not be reached.'),
      'The server could not be reached.',
    ],
    [
      'an API error without a message: the generic sentence',
      new ApiError(500, 'INTERNAL', ''),
      generic,
    ],
    ['a plain Error (a bug): the generic sentence', new TypeError('x is undefined'), generic],
    ['an object: the generic sentence', { code: 'X' }, generic],
    ['a string: the generic sentence', 'boom', generic],
    ['nothing: the generic sentence', undefined, generic],
    ['null: the generic sentence', null, generic],
  ])('%s', (_, error, expected) => {
    expect(errorText(error)).toBe(expected);
  });
});
