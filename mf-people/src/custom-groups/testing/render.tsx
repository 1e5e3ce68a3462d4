/**
 * Renders the custom group screen, or the create button, as the shell would (see
 * @console/shared/testing), for an event of a given type, against a fake API that answers every
 * read with defaults. Returns the fake API, the notifier's mock and a user.
 */
import type { ReactElement } from 'react';
import type { EventType } from '@console/shared/contract';
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { CreateCustomGroupButton } from '../create';
import { CustomAudiencePage } from '../page/CustomAudiencePage';
import { customGroup, FIELDS } from './fixtures';
import {
  AUDIENCE_LIST_API,
  CUSTOM_GROUP_API,
  INVITE_LIST_API,
  type CustomGroup,
  type CustomGroupMember,
} from '@console/people-contract';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 42;
export const GROUP_ID = 12;

export const paths = {
  groups: CUSTOM_GROUP_API.groups(EVENT_ID),
  group: CUSTOM_GROUP_API.group(EVENT_ID, GROUP_ID),
  filterFields: CUSTOM_GROUP_API.filterFields(EVENT_ID),
  audience: CUSTOM_GROUP_API.audience(EVENT_ID),
  audienceCount: CUSTOM_GROUP_API.audienceCount(EVENT_ID),
  members: CUSTOM_GROUP_API.members(EVENT_ID, GROUP_ID),
  membersCount: AUDIENCE_LIST_API.count(EVENT_ID, GROUP_ID),
  manualMember: (registrationId: number) =>
    CUSTOM_GROUP_API.manualMember(EVENT_ID, GROUP_ID, registrationId),
  membersCsv: CUSTOM_GROUP_API.membersCsv(EVENT_ID, GROUP_ID),
  calendar: CUSTOM_GROUP_API.calendarInviteSetting(EVENT_ID),
  inviteLists: INVITE_LIST_API.lists(EVENT_ID),
};

export interface GroupApiOptions {
  group?: CustomGroup;
  /** The rows of both the audience query and the members endpoint. */
  rows?: readonly CustomGroupMember[];
  total?: number;
  isDayWiseBlock?: boolean;
}

/** A fake API of one custom group: its settings, fields, audience, members and counts. */
export function groupApi(options: GroupApiOptions = {}): FetchRouter {
  const rows = options.rows ?? [];
  const total = options.total ?? rows.length;
  const page = { items: rows, offset: 0, pageSize: 20 };
  return new FetchRouter()
    .on('GET', paths.group, options.group ?? customGroup())
    .on('PUT', paths.group, {})
    .on('GET', paths.filterFields, { fields: FIELDS })
    .on('POST', paths.audience, page)
    .on('POST', paths.audienceCount, { count: total })
    .on('GET', paths.members, page)
    .on('GET', paths.membersCount, { total })
    .on('GET', paths.calendar, { isDayWiseBlock: options.isDayWiseBlock ?? false })
    .on('GET', paths.inviteLists, { inviteLists: [] });
}

export interface RenderOptions {
  /** Path and query under the event, e.g. "people/custom-audience/12?q=ada". */
  at?: string;
  fetch?: FetchRouter;
  eventType?: EventType;
  readOnly?: boolean;
}

function renderAt(page: ReactElement, path: string, at: string, options: RenderOptions) {
  const event = anEvent({ eventId: EVENT_ID, type: options.eventType ?? 'EVENT' });
  return renderEventPage(page, {
    fetch: options.fetch ?? groupApi(),
    path: `/:eventSegment/:eventId/${path}`,
    initialUrl: `/${event.type.toLowerCase()}/${EVENT_ID}/${at}`,
    context: { event, readOnly: options.readOnly ?? false },
    routes: [
      { path: '/:eventSegment/:eventId/people/audiences', element: <p>Audiences page</p> },
      {
        path: '/:eventSegment/:eventId/people/custom-audience/:audienceGroupId',
        element: <p>Custom group page</p>,
      },
    ],
  });
}

export const renderCustomGroup = (options: RenderOptions = {}) =>
  renderAt(
    <CustomAudiencePage />,
    'people/custom-audience/:audienceGroupId',
    options.at ?? `people/custom-audience/${GROUP_ID}`,
    options,
  );

export const renderCreateButton = (options: RenderOptions = {}) =>
  renderAt(<CreateCustomGroupButton />, 'people/audiences', 'people/audiences', options);
