/** Renders the group page as the shell mounts it (renderEventPage), against a fake API. */
import type { Event, Permission } from '@console/shared/contract';
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { GroupPage } from '../page/GroupPage';
import { GROUPS } from './fixtures';
import { ACCESS_API, type AccessGroupMapping } from '@console/access-control-contract';

export { reply } from '@console/shared/testing';

export const EVENT_ID = 42;
const NO_IMPACT = { affected: 0, features: [], days: [], sessions: [] };
const BASE = `/event/${EVENT_ID}/people/audiences`;

export const paths = {
  groups: ACCESS_API.groups(EVENT_ID),
  mapping: (groupId: number) => ACCESS_API.mapping(EVENT_ID, groupId),
  mappings: (groupId: number) => ACCESS_API.mappings(EVENT_ID, groupId),
  dayAccess: (groupId: number) => ACCESS_API.dayAccess(EVENT_ID, groupId),
  baseGroup: (groupId: number) => ACCESS_API.baseGroup(EVENT_ID, groupId),
  sessions: (groupId: number) => ACCESS_API.sessions(EVENT_ID, groupId),
  impactPreview: (groupId: number) => ACCESS_API.impactPreview(EVENT_ID, groupId),
  dayImpactPreview: (groupId: number) => ACCESS_API.dayImpactPreview(EVENT_ID, groupId),
  baseImpactPreview: (groupId: number) => ACCESS_API.baseImpactPreview(EVENT_ID, groupId),
};

/** A fake API answering the groups, one group's mapping and, by default, previews that change no one's access. */
export function groupApi(mapping: AccessGroupMapping): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.groups, { groups: GROUPS })
    .on('GET', paths.mapping(mapping.group.groupId), mapping)
    .on('POST', paths.impactPreview(mapping.group.groupId), NO_IMPACT)
    .on('POST', paths.dayImpactPreview(mapping.group.groupId), NO_IMPACT)
    .on('POST', paths.baseImpactPreview(mapping.group.groupId), NO_IMPACT);
}

export interface RenderGroupOptions {
  /** The route's id: a number, or text to try a link that names no group. */
  groupId: number | string;
  api: FetchRouter;
  readOnly?: boolean;
  event?: Partial<Event>;
  /** The user's permissions on the event (every one unless given). */
  permissions?: Permission[];
}

export function renderGroupPage({
  groupId,
  api,
  readOnly = false,
  event,
  permissions,
}: RenderGroupOptions) {
  return renderEventPage(<GroupPage />, {
    fetch: api,
    path: '/event/:eventId/people/audiences/experience-management/:accessGroupId',
    initialUrl: `${BASE}/experience-management/${groupId}`,
    context: {
      event: anEvent({ eventId: EVENT_ID, type: 'EVENT', tz: 'UTC', ...event }),
      readOnly,
      ...(permissions ? { access: { permissions } } : {}),
    },
    routes: [
      { path: '/event/:eventId/people/audiences', element: <p>Audiences page</p> },
      {
        path: '/event/:eventId/people/audiences/experience-management/session/:accessGroupId/:accessGroupSection',
        element: <p>Session access screen</p>,
      },
      { path: '/event/:eventId/venue-setup/expo/*', element: <p>Expo settings page</p> },
    ],
  });
}
