import { ApiError } from '@console/shared/react';
import { failureText } from './failure-text';
import { INTEGRATIONS_MESSAGES } from '@console/integrations-contract';

describe('failureText', () => {
  it.each([
    [
      'a read-only refusal says why',
      new ApiError(403, 'READ_ONLY', 'The event is read-only'),
      'The event is read-only',
    ],
    [
      'a server failure asks to retry',
      new ApiError(500, 'INTERNAL', 'Oops'),
      INTEGRATIONS_MESSAGES.saveFailed,
    ],
    [
      'no connection asks to retry',
      new ApiError(0, 'NETWORK', 'Offline'),
      INTEGRATIONS_MESSAGES.saveFailed,
    ],
    ['anything else asks to retry', new Error('boom'), INTEGRATIONS_MESSAGES.saveFailed],
  ])('%s', (_case, error, expected) => {
    expect(failureText(error)).toBe(expected);
  });
});
