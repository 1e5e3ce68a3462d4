import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionResponseSchema, type SessionResponse } from '@console/shared/contract';
import { ApiError, apiRequest, queryKeys, setCsrfToken } from '@console/shared/react';

/** GET /api/auth/me: the session, or null when there is none (401). Sets the CSRF token. */
export async function fetchSession(): Promise<SessionResponse | null> {
  try {
    const session = await apiRequest(SessionResponseSchema, '/auth/me');
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

/** The session query: read by the auth guard, started before the first render (boot-queries.ts). */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session(),
  queryFn: fetchSession,
  staleTime: Infinity,
  retry: false,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Only same-site paths are followed after login (no open redirect). */
export function safeNext(next: string | null): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login'))
    return next;
  return '/dashboard';
}
