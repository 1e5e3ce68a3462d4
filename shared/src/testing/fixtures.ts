/** Test data shaped like the API's answers, for the shell's and the remotes' tests. */
import {
  eventRoutePath,
  eventTypeSegment,
  FEATURE_FLAGS,
  PERMISSIONS,
  type Event,
  type EventAccess,
  type FeatureFlags,
  type User,
} from '../contract';
import type { ShellContextValue } from '../react';

export function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    eventId: 7,
    organizationId: 1,
    name: 'Spring Summit',
    type: 'EVENT',
    eventFormat: 'VIRTUAL',
    status: 'PUBLISHED',
    startDateTime: '2026-05-01T09:00:00Z',
    endDateTime: '2026-05-02T17:00:00Z',
    tz: 'UTC',
    createdAt: '2026-01-01T00:00:00Z',
    seriesParentEventId: null,
    sideEventParentId: null,
    hubId: null,
    isFlex: false,
    enableLeaderboard: false,
    ...overrides,
  };
}

/** An organizer's access with every permission unless overridden. */
export function anAccess(overrides: Partial<EventAccess> = {}): EventAccess {
  return {
    eventId: 7,
    role: 'ORGANIZER',
    eventRoleId: 1,
    isOrganizer: true,
    isBoothOwner: false,
    ownedBoothIds: [],
    permissions: [...PERMISSIONS],
    ...overrides,
  };
}

/** Every flag off, but those given. */
export function flags(on: Partial<FeatureFlags> = {}): FeatureFlags {
  return { ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as FeatureFlags), ...on };
}

export const aUser = (): User => ({
  userId: 1,
  email: 'organizer@demo.events',
  firstName: 'Olga',
  lastName: 'Organizer',
  organizationId: 1,
});

/** The context the shell hands a remote, for a test event; the access follows the event's id. */
export function testShellContext(
  overrides: Partial<Omit<ShellContextValue, 'access'>> & { access?: Partial<EventAccess> } = {},
): ShellContextValue {
  const { access, ...rest } = overrides;
  const event = rest.event ?? anEvent();
  const eventBase = `/${eventTypeSegment(event.type)}/${event.eventId}`;
  return {
    user: aUser(),
    event,
    access: anAccess({ eventId: event.eventId, ...access }),
    flags: flags(),
    readOnly: false,
    routes: {
      eventBase,
      to: (key, params, query) => eventRoutePath(eventBase, key, params, query),
    },
    notifier: { notify: () => undefined },
    ...rest,
  };
}
