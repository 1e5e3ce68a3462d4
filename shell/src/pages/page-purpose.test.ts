import { ROUTES, routeByKey, type EventType } from '@console/shared/contract';
import { pagePurpose } from './page-purpose';

describe('pagePurpose (what a shell page is for, from its group in the catalogue)', () => {
  it.each<[string, EventType, RegExp]>([
    ['eventSetup.branding', 'EVENT', /^Set up the event itself/],
    ['registration.tickets', 'EVENT', /^Decide how people register/],
    ['venue.lobby', 'EVENT', /venue/],
    ['people.speakers', 'WEBINAR', /speakers/],
    ['communication.alerts', 'EVENT', /alerts/],
    ['onsite.badges', 'FIELD', /badges/],
    ['recordings.onDemand', 'WEBINAR', /recordings/],
    ['settings.languages', 'EVENT', /languages/],
    ['surveys.create', 'EVENT', /surveys/],
    ['games.leaderboard', 'EVENT', /leaderboard/],
    ['sideEvents.list', 'THIRD_PARTY', /field events/],
    ['portal.one', 'EVENT', /portal/],
    ['hub.info', 'SERIES', /^Manage the series/],
    ['hub.info', 'HUB', /^Manage the hub/],
    ['hub.domainSettings', 'SERIES', /series/],
  ])('%s of a %s', (key, type, purpose) => {
    expect(pagePurpose(routeByKey(key), type)).toMatch(purpose);
  });

  it('gives every route the shell renders a purpose of its own group', () => {
    const shellPages = ROUTES.filter((r) => r.scope === 'event' && r.app === 'shell');
    expect(shellPages.length).toBeGreaterThan(80);
    for (const route of shellPages)
      for (const type of route.eventTypes)
        expect(pagePurpose(route, type)).not.toMatch(/^A page of the/);
  });
});
