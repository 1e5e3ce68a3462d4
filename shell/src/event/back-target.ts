import type { Event } from '@console/shared/contract';

/** The hubId query parameter (an event opened from a hub), when valid. */
export function hubIdOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const hubId = params.get('hubId');
  return hubId && /^\d+$/.test(hubId) ? hubId : null;
}

/** Where the back button of an event (or third-party) layout goes (spec §2.1). */
export function backTarget(
  event: Pick<Event, 'type' | 'seriesParentEventId' | 'sideEventParentId'>,
  search: string | URLSearchParams,
): string {
  if (event.sideEventParentId !== null) return `/third-party/${event.sideEventParentId}/side-event`;
  if (event.seriesParentEventId !== null)
    return `/series/${event.seriesParentEventId}/event-webinar`;
  const hubId = hubIdOf(search);
  if (hubId) return `/hub/${hubId}/event-webinar`;
  return '/dashboard';
}

/**
 * Keeps the hubId of the current URL on a link inside the layout, so the back button still
 * leads to the hub after navigating (spec §2.1). Links that already carry a hubId are kept.
 */
export function withHubId(href: string, hubId: string | null): string {
  if (!hubId) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  if (params.has('hubId')) return href;
  params.set('hubId', hubId);
  return `${path}?${params.toString()}${hash}`;
}
