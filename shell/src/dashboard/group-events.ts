import { eventTypeSegment, type DashboardEvent, type EventType } from '@console/shared/contract';

export interface EventGroup {
  title: string;
  events: DashboardEvent[];
}

const GROUPS: readonly { title: string; types: readonly EventType[] }[] = [
  { title: 'Events', types: ['EVENT'] },
  { title: 'Webinars', types: ['WEBINAR'] },
  { title: 'Series', types: ['SERIES'] },
  { title: 'Hubs', types: ['HUB'] },
  { title: 'Third-party events', types: ['THIRD_PARTY'] },
  { title: 'Field events', types: ['FIELD', 'SIDE_FIELD'] },
];

/** Dashboard groups, one per kind of layout (empty groups are dropped). Every event is in one group. */
export function groupDashboardEvents<E extends DashboardEvent>(
  events: readonly E[],
): { title: string; events: E[] }[] {
  return GROUPS.map((g) => ({
    title: g.title,
    events: events.filter((e) => g.types.includes(e.type)),
  })).filter((g) => g.events.length > 0);
}

/**
 * Where an event's row on the dashboard links. Series, hubs, third-party events and webinars
 * open their info page (the first entry of their menu, needing only the basic-info read that
 * every layout of theirs needs). Events and field events open the layout, which sends the user
 * to the first page of the sidebar they may open (their first entry, Dashboard, needs the
 * analytics read not every team member holds). See docs/decisions/0007-sidebar-choices.md.
 */
export function dashboardEventHref(
  event: { type: EventType; eventId: number },
  query?: Readonly<Record<string, string>>,
): string {
  const base = `/${eventTypeSegment(event.type)}/${event.eventId}`;
  let path: string;
  switch (event.type) {
    case 'SERIES':
    case 'HUB':
      path = `${base}/info`;
      break;
    case 'THIRD_PARTY':
      path = `${base}/event-setup/basic`;
      break;
    case 'WEBINAR':
      path = `${base}/event-setup/details`;
      break;
    default:
      path = base;
  }
  const qs = query ? new URLSearchParams(query).toString() : '';
  return qs ? `${path}?${qs}` : path;
}

/** The events shown on a series' or hub's Events / Webinars page, and a third-party event's Field events page. */
export function childEventsOf(
  events: readonly DashboardEvent[],
  parent: { type: EventType; eventId: number },
): DashboardEvent[] {
  switch (parent.type) {
    case 'SERIES':
      return events.filter((e) => e.seriesParentEventId === parent.eventId);
    case 'HUB':
      return events.filter((e) => e.hubId === parent.eventId);
    case 'THIRD_PARTY':
      return events.filter((e) => e.sideEventParentId === parent.eventId);
    default:
      return [];
  }
}

/** A child event's link from its parent's page: events of a hub carry hubId so back returns to the hub. */
export function childEventHref(
  child: DashboardEvent,
  parent: { type: EventType; eventId: number },
): string {
  return dashboardEventHref(
    child,
    parent.type === 'HUB' ? { hubId: String(parent.eventId) } : undefined,
  );
}
