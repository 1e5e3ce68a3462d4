/** The user's sessions endpoints (paths and schemas from the platform contract's AUTH_API). */
import { AUTH_API, SessionListSchema, type SessionList } from '@console/shared/contract';
import { apiRequest, apiSend } from '@console/shared/react';

export function fetchSessions(signal?: AbortSignal): Promise<SessionList> {
  return apiRequest(SessionListSchema, AUTH_API.sessions, { signal });
}

/** Ends one of the user's sessions: that device is logged out (404 when it already ended). */
export function endSession(sessionId: number): Promise<void> {
  return apiSend(AUTH_API.session(sessionId), { method: 'DELETE' });
}

/** Ends several sessions at once; each answer is reported, refused or not. */
export function endSessions(sessionIds: readonly number[]): Promise<PromiseSettledResult<void>[]> {
  return Promise.allSettled(sessionIds.map(endSession));
}
