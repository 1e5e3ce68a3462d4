/**
 * Where an entry links: the console page of what it changed, by the target types the API records
 * (api/src/<feature>/activity.ts). A thing with a page of its own links there, unless the entry
 * deleted it; a thing without one links to the page that lists or holds it; a type without a
 * page in the console (an approvals job) does not link.
 */
import {
  VENUE_SECTION_ROUTE,
  VENUE_SECTIONS,
  type VenueSection,
} from '@console/event-setup-contract';
import type { ActivityEntry } from '@console/activity-log-contract';

export interface TargetRoute {
  /** A route key of the catalogue. */
  key: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

const isSection = (id: string): id is VenueSection => VENUE_SECTIONS.some((s) => s === id);

/** An audience group's page by the area that wrote it: its kind's page, or the audience list. */
function audienceGroupRoute(entry: ActivityEntry): TargetRoute {
  const params = { audienceGroupId: entry.target.id };
  if (entry.area === 'INVITE_LISTS') return { key: 'people.inviteList', params };
  if (entry.area === 'CUSTOM_GROUPS') return { key: 'people.customAudience', params };
  return { key: 'people.audienceDetail', params };
}

type RouteOf = (entry: ActivityEntry) => TargetRoute | null;

const ROUTES = new Map<string, RouteOf>(
  Object.entries({
    'access-group': ({ target }) => ({
      key: 'people.experienceManagement',
      params: { accessGroupId: target.id },
    }),
    'audience-group': audienceGroupRoute,
    registration: ({ target }) => ({ key: 'people.attendees', query: { edit: target.id } }),
    session: ({ target }) => ({ key: 'venue.session', params: { segmentId: target.id } }),
    'ticket-type': ({ target }) => ({
      key: 'registration.ticketEdit',
      params: { ticketTypeId: target.id },
    }),
    coupon: ({ target }) => ({ key: 'registration.couponEdit', params: { couponId: target.id } }),
    'form-field': () => ({ key: 'registration.form' }),
    integration: () => ({ key: 'integrations.event' }),
    email: ({ target }) => ({ key: 'communication.standard', query: { email: target.id } }),
    'invitation-email': () => ({ key: 'communication.custom' }),
    'email-template': () => ({ key: 'communication.savedTemplates' }),
    'calendar-invites': () => ({ key: 'communication.calendarInvite' }),
    'venue-settings': ({ target }) =>
      isSection(target.id) ? { key: VENUE_SECTION_ROUTE[target.id] } : null,
    stage: () => ({ key: 'venue.stages' }),
  } satisfies Record<string, RouteOf>),
);

export function targetRoute(entry: ActivityEntry): TargetRoute | null {
  const route = ROUTES.get(entry.target.type)?.(entry) ?? null;
  if (!route) return null;
  // The thing's own page is gone with it; a list page still shows where it was.
  const ownPage = route.params !== undefined || route.query !== undefined;
  return ownPage && entry.action.endsWith('.deleted') ? null : route;
}
