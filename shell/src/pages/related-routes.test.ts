import {
  READ_PERMISSIONS,
  routeByKey,
  type EventType,
  type FeatureFlags,
} from '@console/shared/contract';
import { anAccess, anEvent, flags } from '@console/shared/testing';
import { relatedRoutes } from './related-routes';

const EVERY_FLAG_ON = flags({
  ENABLE_WEBINAR_EMBED: true,
  ENABLE_LEGACY_ANALYTICS: true,
  ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: true,
  ENABLE_GAMIFICATION: true,
  ENABLE_FLEX_SERIES: true,
});

const keys = (
  key: string,
  type: EventType = 'EVENT',
  access = anAccess(),
  on: FeatureFlags = EVERY_FLAG_ON,
) =>
  relatedRoutes(routeByKey(key), access, { event: anEvent({ type }), flags: on }).map((r) => r.key);

describe('relatedRoutes (pages no menu lists stay reachable)', () => {
  it.each([
    ['people.attendees', ['people.attendeeOtp', 'people.incomplete']],
    ['recordings.list', ['recordings.onDemand']],
    [
      'registration.tickets',
      [
        'registration.ticketCreate',
        'registration.coupons',
        'registration.transactions',
        'registration.settings',
        'registration.addOns',
        'registration.discounts',
      ],
    ],
    ['settings.home', ['settings.widgets', 'settings.languages']],
    ['games.list', ['games.leaderboard', 'games.create']],
    ['venue.housing', ['venue.housingAdd', 'venue.housingBookings']],
  ])('%s offers %j', (key, expected) => expect(keys(key).sort()).toEqual([...expected].sort()));

  it('offers only what the user may open and what exists for the type', () => {
    expect(
      keys('people.attendees', 'EVENT', anAccess({ permissions: [...READ_PERMISSIONS] })),
    ).toEqual([]);
    expect(keys('hub.info', 'HUB')).toEqual(['hub.widgets']);
    expect(keys('hub.info', 'SERIES')).toEqual([]);
  });

  it('offers no page whose feature flag is off (spec §6)', () => {
    expect(keys('games.list', 'EVENT', anAccess(), flags())).toEqual([]);
    expect(
      keys('games.list', 'EVENT', anAccess(), flags({ ENABLE_GAMIFICATION: true })).sort(),
    ).toEqual(['games.create', 'games.leaderboard']);
  });
});
