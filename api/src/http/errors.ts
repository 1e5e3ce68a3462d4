/** Every error leaves the API as `{code, message, field?}` (the contract's ApiErrorSchema). */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { logSafeError } from './log-safe-error';
import { ApiErrorSchema, ERROR_CODES, MESSAGES, type ApiErrorBody } from '@console/shared/contract';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return this.field === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, field: this.field };
  }
}

export const unauthenticated = () =>
  new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.sessionExpired);
export const forbidden = () =>
  new ApiError(403, ERROR_CODES.forbidden, MESSAGES.permissionDeniedTitle);
export const notFound = (what = 'Resource') =>
  new ApiError(404, ERROR_CODES.notFound, `${what} not found`);
export const csrfInvalid = () =>
  new ApiError(403, ERROR_CODES.csrf, 'Missing or invalid CSRF token');
/** A 400 on one input: `field` is named in the message and in the body's `field`. */
export const badField = (field: string, message: string) =>
  new ApiError(400, ERROR_CODES.invalidInput, `${field}: ${message}`, field);

/** Documented error answers, spread into each route's `response` schema. */
export const errorResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  500: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

function validationError(error: FastifyError): ApiError {
  if (!hasZodFastifySchemaValidationErrors(error))
    return new ApiError(400, ERROR_CODES.invalidInput, error.message);
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const message = first?.message ?? 'Invalid input';
  return field ? badField(field, message) : new ApiError(400, ERROR_CODES.invalidInput, message);
}

/**
 * PostgreSQL's refusals of a transaction for meeting another at the same moment: a deadlock (two
 * writers' triggers reaching the same person's rows in opposite orders) or a serialization
 * failure. The transaction was rolled back whole; sent again, it passes.
 */
const TRANSIENT_CONFLICTS = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error, on the error or on the query error wrapping it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 3; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    at = at.cause;
  }
  return undefined;
}

const isTransientConflict = (error: unknown): boolean =>
  TRANSIENT_CONFLICTS.has(sqlStateOf(error) ?? '');

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) return validationError(error);
  if (isTransientConflict(error))
    return new ApiError(503, ERROR_CODES.tryAgain, MESSAGES.concurrentChange);
  const status = error.statusCode ?? 500;
  if (status >= 500) return new ApiError(500, ERROR_CODES.internal, MESSAGES.somethingWentWrong);
  if (status === 404) return notFound();
  // Other client errors raised by Fastify itself (bad JSON, unsupported media type, body too large).
  return new ApiError(
    status,
    status === 400 ? ERROR_CODES.invalidInput : `HTTP_${status}`,
    error.message,
  );
}

/** URLs longer than this are answered 414 (Node's own limit on the whole header block is 16 KB). */
export const MAX_URL_LENGTH = 8192;

export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH)
      return reply.code(414).send({
        code: 'HTTP_414',
        message: `The URL is longer than ${MAX_URL_LENGTH} characters.`,
      });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.code === ERROR_CODES.tryAgain) {
      request.log.warn({ error: logSafeError(error) }, 'write met another; answered try again');
      reply.header('retry-after', '1');
    } else if (apiError.statusCode >= 500)
      request.log.error({ error: logSafeError(error) }, 'request failed');
    // A handler that failed after choosing another format (a CSV download) answers JSON.
    reply.removeHeader('content-disposition');
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.code(apiError.statusCode).send(apiError.toBody());
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound('Route').toBody()));
}
