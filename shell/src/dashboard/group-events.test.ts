import type { DashboardEvent, EventType } from '@console/shared/contract';
import { anEvent } from '@console/shared/testing';
import {
  childEventHref,
  childEventsOf,
  dashboardEventHref,
  groupDashboardEvents,
} from './group-events';

const row = (
  eventId: number,
  type: EventType,
  more: Partial<DashboardEvent> = {},
): DashboardEvent => ({
  ...anEvent({ eventId, type, name: `${type} ${eventId}` }),
  role: 'ORGANIZER',
  isOrganizer: true,
  ...more,
});

describe('dashboard', () => {
  it.each([
    ['EVENT', '/event/5'],
    ['WEBINAR', '/webinar/5/event-setup/details'],
    ['SERIES', '/series/5/info'],
    ['HUB', '/hub/5/info'],
    ['THIRD_PARTY', '/third-party/5/event-setup/basic'],
    ['FIELD', '/field/5'],
    ['SIDE_FIELD', '/side_field/5'],
  ] as const)('a %s row links to %s', (type, href) =>
    expect(dashboardEventHref({ type, eventId: 5 })).toBe(href),
  );

  it('groups every event in exactly one group, one per kind of layout', () => {
    const events = [
      row(1, 'EVENT'),
      row(2, 'WEBINAR'),
      row(3, 'SERIES'),
      row(4, 'EVENT', { seriesParentEventId: 3 }),
      row(5, 'HUB'),
      row(6, 'THIRD_PARTY'),
      row(7, 'SIDE_FIELD', { sideEventParentId: 6 }),
      row(8, 'FIELD'),
    ];
    const groups = groupDashboardEvents(events);
    expect(groups.map((g) => [g.title, g.events.map((e) => e.eventId)])).toEqual([
      ['Events', [1, 4]],
      ['Webinars', [2]],
      ['Series', [3]],
      ['Hubs', [5]],
      ['Third-party events', [6]],
      ['Field events', [7, 8]],
    ]);
    expect(groups.flatMap((g) => g.events)).toHaveLength(events.length);
  });

  it('lists the children of a series, a hub and a third-party event, and links hub children with hubId', () => {
    const events = [
      row(4, 'EVENT', { seriesParentEventId: 3 }),
      row(7, 'SIDE_FIELD', { sideEventParentId: 6 }),
      row(2, 'WEBINAR', { hubId: 5 }),
      row(9, 'EVENT', { hubId: 5 }),
    ];
    expect(childEventsOf(events, { type: 'SERIES', eventId: 3 }).map((e) => e.eventId)).toEqual([
      4,
    ]);
    expect(
      childEventsOf(events, { type: 'THIRD_PARTY', eventId: 6 }).map((e) => e.eventId),
    ).toEqual([7]);
    expect(childEventsOf(events, { type: 'HUB', eventId: 5 }).map((e) => e.eventId)).toEqual([
      2, 9,
    ]);
    expect(childEventHref(events[2] as DashboardEvent, { type: 'HUB', eventId: 5 })).toBe(
      '/webinar/2/event-setup/details?hubId=5',
    );
    expect(childEventHref(events[3] as DashboardEvent, { type: 'HUB', eventId: 5 })).toBe(
      '/event/9?hubId=5',
    );
    expect(childEventHref(events[0] as DashboardEvent, { type: 'SERIES', eventId: 3 })).toBe(
      '/event/4',
    );
  });
});
