/** Types of http-errors.mjs, for the TypeScript servers that import it. */
import type { FastifyError, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

export interface ErrorBody {
  code: string;
  message: string;
}

/** The security headers a server's successful answers carry, for its error answers too. */
export type SecurityHeaders = () => Record<string, string>;

export function errorCode(status: number): string;
export function isSecurityHeader(name: string): boolean;
export function pathProblem(url: string): string | null;
export function errorAnswer(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorBody };
export function rawAnswer(status: number, body: ErrorBody, headers: Record<string, string>): string;
export function serverErrorOptions(
  securityHeaders: SecurityHeaders,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
export function rejectMalformedPaths(app: FastifyInstance, securityHeaders: SecurityHeaders): void;
export function notFoundBody(request: FastifyRequest): ErrorBody;
export function registerErrorAnswers(
  app: FastifyInstance,
  options: { securityHeaders: SecurityHeaders; notFound?: boolean },
): void;
