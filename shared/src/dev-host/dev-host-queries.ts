/** The dev host's reads, as the shell makes them: the session, the user's events, an event's context. */
import { queryOptions } from '@tanstack/react-query';
import {
  DashboardEventListSchema,
  EventContextResponseSchema,
  SessionResponseSchema,
  type SessionResponse,
} from '@console/shared/contract';
import { ApiError, apiRequest, queryKeys, setCsrfToken } from '@console/shared/react';

async function fetchSession(): Promise<SessionResponse | null> {
  try {
    const session = await apiRequest(SessionResponseSchema, '/auth/me');
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session, or null when there is none (the login form is shown). */
export const devSessionQuery = () =>
  queryOptions({ queryKey: queryKeys.session(), queryFn: fetchSession, retry: false });

/** The events the user belongs to (the event picker, the start page's first event). */
export const devEventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboardEvents(),
    queryFn: () => apiRequest(DashboardEventListSchema, '/events'),
  });

/** An event's context (event, access, flags), from which the dev host builds the shell context. */
export const devEventContextQuery = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.eventContext(eventId),
    queryFn: () => apiRequest(EventContextResponseSchema, `/events/${eventId}/context`),
  });
