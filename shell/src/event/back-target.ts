import type { Event } from '@console/shared/contract';

/** Where the back button of an event (or third-party) layout goes (spec §2.1). */
export function backTarget(
  event: Pick<Event, 'type' | 'seriesParentEventId' | 'sideEventParentId'>,
  search: string | URLSearchParams,
): string {
  if (event.sideEventParentId !== null) {
    return `/third-party/${event.sideEventParentId}/side-event`;
  }
  if (event.seriesParentEventId !== null) return `/series/${event.seriesParentEventId}/event-webinar`;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const hubId = params.get('hubId');
  if (hubId && /^\d+$/.test(hubId)) return `/hub/${hubId}/event-webinar`;
  return '/dashboard';
}
