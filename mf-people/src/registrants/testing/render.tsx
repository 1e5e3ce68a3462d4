/**
 * People > Attendees with its registrant actions, rendered as the shell would against a fake API:
 * the attendee list's endpoints (audience-list testing), the registration form's flows and one
 * registrant's GET, each overridable per test.
 */
import { PERMISSIONS, type EventType, type Permission } from '@console/shared/contract';
import { anEvent, renderEventPage, type FetchRouter } from '@console/shared/testing';
import { AttendeesPage } from '../../audience-list/AttendeesPage';
import { member } from '../../audience-list/testing/fixtures';
import { EVENT_ID, listApi, paths as listPaths } from '../../audience-list/testing/render';
import { FLOWS, registrant } from './fixtures';
import { REGISTRATION_API } from '@console/people-contract';
import { REGISTRATION_FORM_API } from '@console/registration-contract';

export { reply } from '@console/shared/testing';
export { EVENT_ID };

export const REGISTRATION_ID = 5;

export const paths = {
  attendees: listPaths.attendees,
  flows: REGISTRATION_FORM_API.flows(EVENT_ID),
  create: REGISTRATION_API.create(EVENT_ID),
  registration: REGISTRATION_API.registration(EVENT_ID, REGISTRATION_ID),
};

/** The attendees list (Ada, registration 5), the flows and Ada's GET. */
export function registrantsApi(): FetchRouter {
  return listApi([
    member({ registrationId: REGISTRATION_ID, firstName: 'Ada', lastName: 'Lovelace' }),
  ])
    .on('GET', paths.flows, { flows: FLOWS })
    .on('GET', paths.registration, registrant());
}

export interface RenderOptions {
  fetch?: FetchRouter;
  eventType?: EventType;
  readOnly?: boolean;
  permissions?: readonly Permission[];
  /** The page's query string, e.g. "?edit=5". */
  search?: string;
}

export function renderAttendees(options: RenderOptions = {}) {
  const event = anEvent({ eventId: EVENT_ID, type: options.eventType ?? 'EVENT', tz: 'UTC' });
  return renderEventPage(<AttendeesPage />, {
    fetch: options.fetch ?? registrantsApi(),
    path: '/:eventSegment/:eventId/people/attendees',
    initialUrl: `/${event.type.toLowerCase()}/${EVENT_ID}/people/attendees${options.search ?? ''}`,
    context: {
      event,
      readOnly: options.readOnly ?? false,
      access: { permissions: [...(options.permissions ?? PERMISSIONS)] },
    },
  });
}
