import { queryOptions } from '@tanstack/react-query';
import { EventContextResponseSchema } from '@console/shared/contract';
import { apiRequest, queryKeys } from '@console/shared/react';

/** An event's context (event, access, flags): read by the event layout, started at boot. */
export const eventContextQuery = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.eventContext(eventId),
    queryFn: ({ signal }) =>
      apiRequest(EventContextResponseSchema, `/events/${eventId}/context`, { signal }),
  });

/** The event id of an event route's address (`/{eventType}/{eventId}/…`), or null. */
export function eventIdOfPath(pathname: string): number | null {
  const id = /^\/[^/]+\/(\d+)(?:\/|$)/.exec(pathname)?.[1];
  return id === undefined ? null : Number(id);
}
