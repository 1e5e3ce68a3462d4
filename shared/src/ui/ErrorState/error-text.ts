import { MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';

/**
 * A failed call as the page says it: the API's own message (the error body's, or the client's
 * "could not be reached" when the network failed), else the console's generic sentence. Anything
 * else thrown (a bug, a malformed answer) is never shown raw: no "[object Object]", no stack.
 */
export const errorText = (error: unknown): string =>
  error instanceof ApiError && error.message.trim() !== ''
    ? error.message
    : MESSAGES.somethingWentWrong;
