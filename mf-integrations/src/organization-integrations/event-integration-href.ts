/** The address of an event's own Integrations page (event-integration), where its switch is. */
import {
  eventRoutePath,
  eventTypeSegment,
  routeByKey,
  type EventType,
} from '@console/shared/contract';

/** Null for an event whose type has no such page (the catalogue's event types). */
export function eventIntegrationHref(event: { eventId: number; type: EventType }): string | null {
  if (!routeByKey('integrations.event').eventTypes.includes(event.type)) return null;
  const base = `/${eventTypeSegment(event.type)}/${event.eventId}`;
  return eventRoutePath(base, 'integrations.event');
}
