/** A failed call as the page says it: the API's message, or the platform's generic one. */
import { MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';

export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;
