import type { EventType, RouteDef } from '@console/shared/contract';

/** The page title; a series' form is the flow editor when the flex-series flag is on (spec §2.6). */
export function shellPageTitle(
  route: Pick<RouteDef, 'key' | 'title'>,
  eventType: EventType,
  flexSeries: boolean,
): string {
  if (route.key === 'registration.form' && eventType === 'SERIES')
    return flexSeries ? 'Registration flow editor' : 'Form';
  if (route.key === 'hub.info') return eventType === 'HUB' ? 'Hub info' : 'Series info';
  return route.title;
}
