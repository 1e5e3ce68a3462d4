import { FEATURE_FLAGS, PERMISSIONS, type Event, type EventAccess, type FeatureFlags } from '@console/shared/contract';

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
    isFlex: false,
    enableLeaderboard: false,
    ...overrides,
  };
}

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

export function flags(on: Partial<FeatureFlags> = {}): FeatureFlags {
  return { ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<(typeof FEATURE_FLAGS)[number], boolean>), ...on };
}
