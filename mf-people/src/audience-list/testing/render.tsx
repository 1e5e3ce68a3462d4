/**
 * Renders the audience list pages as the shell would (see @console/shared/testing), for an event
 * of a given type, against a fake API answering every read with defaults.
 */
import type { EventType } from '@console/shared/contract';
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { AttendeesPage } from '../AttendeesPage';
import { AudienceListPage } from '../AudienceListPage';
import { groupDetail } from './fixtures';
import { AUDIENCE_API, AUDIENCE_LIST_API, type AudienceMember } from '@console/people-contract';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 42;
export const GROUP_ID = 7;

export const paths = {
  group: AUDIENCE_API.group(EVENT_ID, GROUP_ID),
  members: AUDIENCE_LIST_API.members(EVENT_ID, GROUP_ID),
  count: AUDIENCE_LIST_API.count(EVENT_ID, GROUP_ID),
  csv: AUDIENCE_LIST_API.csv(EVENT_ID, GROUP_ID),
  attendees: AUDIENCE_LIST_API.members(EVENT_ID, null),
  attendeesCount: AUDIENCE_LIST_API.count(EVENT_ID, null),
  attendeesCsv: AUDIENCE_LIST_API.csv(EVENT_ID, null),
  ticketTypes: AUDIENCE_LIST_API.ticketTypes(EVENT_ID),
};

/** A fake API of a group's list and the attendees list, answering `rows` and `total`. */
export function listApi(rows: readonly AudienceMember[] = [], total = rows.length): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.group, groupDetail())
    .on('GET', paths.members, { items: rows })
    .on('GET', paths.count, { total })
    .on('GET', paths.attendees, { items: rows })
    .on('GET', paths.attendeesCount, { total })
    .on('GET', paths.ticketTypes, {
      ticketTypes: [
        { ticketTypeId: 100, name: 'VIP' },
        { ticketTypeId: 101, name: 'General admission' },
      ],
    });
}

export interface RenderListOptions {
  /** Path and query under the event, e.g. "people/audiences/7?q=ada". */
  at?: string;
  fetch?: FetchRouter;
  eventType?: EventType;
  readOnly?: boolean;
}

function render(page: 'group' | 'attendees', options: RenderListOptions) {
  const event = anEvent({ eventId: EVENT_ID, type: options.eventType ?? 'EVENT' });
  const defaultAt = page === 'group' ? `people/audiences/${GROUP_ID}` : 'people/attendees';
  return renderEventPage(page === 'group' ? <AudienceListPage /> : <AttendeesPage />, {
    fetch: options.fetch ?? listApi(),
    path:
      page === 'group'
        ? '/:eventSegment/:eventId/people/audiences/:audienceGroupId'
        : '/:eventSegment/:eventId/people/attendees',
    initialUrl: `/${event.type.toLowerCase()}/${EVENT_ID}/${options.at ?? defaultAt}`,
    context: { event, readOnly: options.readOnly ?? false },
    routes: [{ path: '/:eventSegment/:eventId/people/audiences', element: <p>Audiences page</p> }],
  });
}

export const renderGroupList = (options: RenderListOptions = {}) => render('group', options);
export const renderAttendees = (options: RenderListOptions = {}) => render('attendees', options);
