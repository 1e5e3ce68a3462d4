import type { DashboardEvent } from '@console/shared/contract';

export interface EventGroup {
  title: string;
  events: DashboardEvent[];
}

/** Dashboard groups: events, webinars, series, others (empty groups are dropped). */
export function groupDashboardEvents(events: readonly DashboardEvent[]): EventGroup[] {
  const groups: EventGroup[] = [
    { title: 'Events', events: events.filter((e) => e.type === 'EVENT') },
    { title: 'Webinars', events: events.filter((e) => e.type === 'WEBINAR') },
    { title: 'Series', events: events.filter((e) => e.type === 'SERIES') },
    { title: 'Others', events: events.filter((e) => !['EVENT', 'WEBINAR', 'SERIES'].includes(e.type)) },
  ];
  return groups.filter((g) => g.events.length > 0);
}
