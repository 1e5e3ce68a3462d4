/**
 * Query parameters that are arrays: a repeated parameter (`tags=a&tags=b`) arrives as an array,
 * a single one (`tags=a`) as a string. A preValidation hook that makes both arrays, so the
 * route's querystring schema can declare `z.array(...)` for them.
 */
import type { FastifyRequest } from 'fastify';

/** A preValidation hook that wraps a single value of each named query parameter into an array. */
export function arrayQueryParams(
  ...keys: readonly string[]
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const query = request.query as Record<string, unknown>;
    for (const key of keys) {
      const value = query[key];
      if (value !== undefined && !Array.isArray(value)) query[key] = [value];
    }
  };
}
