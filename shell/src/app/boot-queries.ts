import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../auth/session';
import { eventContextQuery, eventIdOfPath } from '../event/event-context-query';

/**
 * Starts the session and, on an event's page, the event's context together before the first
 * render: rendered, the event layout asks for its event only once the auth guard has the session.
 * The guard and the layout then read these same queries. An answer of 401 sends the user to the
 * login page as it would have (the query cache's rule).
 */
export function prefetchBootQueries(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(sessionQuery);
  const eventId = eventIdOfPath(pathname);
  if (eventId !== null) void queryClient.prefetchQuery(eventContextQuery(eventId));
}
