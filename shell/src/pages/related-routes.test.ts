import { READ_PERMISSIONS, routeByKey } from '@console/shared/contract';
import { anAccess } from '@console/shared/testing';
import { relatedRoutes } from './related-routes';

const keys = (
  key: string,
  type: Parameters<typeof relatedRoutes>[1] = 'EVENT',
  access = anAccess(),
) => relatedRoutes(routeByKey(key), type, access).map((r) => r.key);

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
});
