import { z } from '@console/shared/zod';

/** Every API error is this JSON body: a stable code, a human message, the field when input was bad. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export const ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  readOnly: 'READ_ONLY',
  invalidInput: 'INVALID_INPUT',
  notFound: 'NOT_FOUND',
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  csrf: 'CSRF_INVALID',
  conflict: 'CONFLICT',
  duplicateName: 'DUPLICATE_NAME_REQUEST',
  internal: 'INTERNAL',
  /** The database refused the change for meeting another at the same moment: sent again, it passes. */
  tryAgain: 'TRY_AGAIN',
} as const;
