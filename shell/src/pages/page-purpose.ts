import type { EventType, RouteDef } from '@console/shared/contract';

/**
 * What a page the shell renders is for, one sentence per group of the catalogue (the part of the
 * route key before the dot), shown on its page since its screen is managed outside this release.
 */
const PURPOSE_BY_GROUP: Readonly<Record<string, string>> = {
  eventSetup:
    'Set up the event itself: its basic information, dashboard, branding, domain, live streams and badges.',
  registration:
    'Decide how people register: registration pages and forms, flows, tickets, coupons, add-ons, discounts and transactions.',
  venue:
    "Build the event's venue: schedule and sessions, lobby, stages, rooms, expo, networking, engagement, locations, sponsors and housing.",
  people:
    'Look after the people of the event: attendees, speakers and their tasks, attendee profiles and leads.',
  communication:
    'Write and send what the event tells people: standard and custom emails and notifications, alerts, templates and calendar invites.',
  onsite: 'Prepare the event day on site: the check-in app, the lead capture app and badges.',
  recordings: "Find the recordings of the event's sessions and publish them on demand.",
  settings: 'Set what applies to the whole event: its settings, languages and widgets.',
  surveys: 'Create the surveys attendees answer during the event.',
  games: 'Run games for attendees: tasks, submissions, rewards and the leaderboard.',
  sideEvents:
    'See the field events held alongside this third-party event; each opens in its own menu.',
  portal:
    'Set up a portal of the event, where its sponsors, speakers or exhibitors prepare their part.',
};

const SERIES_PURPOSE =
  'Manage the series as a whole: its information, the events and webinars it groups and its domain.';
const HUB_PURPOSE =
  'Manage the hub as a whole: its information, landing page, the events and webinars it lists, its widgets and domain.';

export function pagePurpose(route: Pick<RouteDef, 'key' | 'area'>, eventType: EventType): string {
  const group = route.key.slice(0, route.key.indexOf('.'));
  if (group === 'hub') return eventType === 'HUB' ? HUB_PURPOSE : SERIES_PURPOSE;
  return PURPOSE_BY_GROUP[group] ?? `A page of the ${route.area.toLowerCase()} area of this event.`;
}
