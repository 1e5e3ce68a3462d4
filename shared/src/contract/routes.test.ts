import type { EventType } from './events';
import { OUTBOX_REQUIREMENT } from './outbox';
import { EVENT_WRITE_PERMISSIONS, PERMISSIONS, READ_PERMISSIONS } from './permissions';
import { ROUTES, eventRoutePath, fillPath, requiredFlag, routeByKey, routesOf } from './routes';
import type { FeatureFlag } from './session';

describe('route catalogue', () => {
  it('has unique keys', () => {
    const keys = ROUTES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has no two routes on the same path for the same event type', () => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      const types = route.scope === 'top' ? ['top'] : route.eventTypes;
      for (const type of types) {
        const id = `${type} ${route.path}`;
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
  });

  it('names only known permissions', () => {
    const known = new Set<string>(PERMISSIONS);
    for (const route of ROUTES) {
      for (const permission of route.requirement?.anyOf ?? [])
        expect(known.has(permission)).toBe(true);
    }
  });

  it('guards every event route except the spec-free ones with a permission', () => {
    const unguarded = ROUTES.filter((r) => r.scope === 'event' && r.requirement === null);
    expect(unguarded).toEqual([]);
  });

  it('gives the audiences list any of the three people permissions (spec §6)', () => {
    expect(routeByKey('people.audiences').requirement?.anyOf).toEqual([
      'PEOPLE_AUDIENCE_GROUPS_WRITE',
      'PEOPLE_INVITE_LIST_WRITE',
      'PEOPLE_ACCESS_CONTROL_WRITE',
    ]);
  });

  it('lets a booth owner into the expo route only', () => {
    expect(ROUTES.filter((r) => r.requirement?.boothOwnerAllowed).map((r) => r.key)).toEqual([
      'venue.expo',
    ]);
  });

  it('assigns each remote its pages', () => {
    expect(routesOf('mf-approvals').map((r) => r.key)).toEqual([
      'people.approvals',
      'people.approvalDetail',
    ]);
    expect(routesOf('mf-people').map((r) => r.key)).toContain('people.audiences');
  });

  it('has the email outbox as a shell page of Communication in every layout with that menu (0007)', () => {
    expect(routeByKey('communication.outbox')).toEqual({
      key: 'communication.outbox',
      scope: 'event',
      path: 'communication/outbox',
      title: 'Email outbox',
      area: 'Communication',
      app: 'shell',
      requirement: OUTBOX_REQUIREMENT,
      eventTypes: ['EVENT', 'WEBINAR', 'FIELD', 'SIDE_FIELD', 'SERIES', 'THIRD_PARTY'],
    });
    expect(OUTBOX_REQUIREMENT.anyOf).toEqual([
      'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
      'PEOPLE_ATTENDEES_WRITE',
    ]);
  });

  it('has the activity log as a page of mf-event-setup for events and series, open to any write permission (#46)', () => {
    expect(routeByKey('eventSetup.activityLog')).toEqual({
      key: 'eventSetup.activityLog',
      scope: 'event',
      path: 'event-setup/activity-log',
      title: 'Activity log',
      area: 'Event setup',
      app: 'mf-event-setup',
      requirement: { anyOf: EVENT_WRITE_PERMISSIONS },
      eventTypes: ['EVENT', 'WEBINAR', 'FIELD', 'SIDE_FIELD', 'SERIES'],
    });
    expect(EVENT_WRITE_PERMISSIONS.every((p) => p.endsWith('_WRITE'))).toBe(true);
    expect([...EVENT_WRITE_PERMISSIONS, ...READ_PERMISSIONS].sort()).toEqual(
      [...PERMISSIONS].sort(),
    );
  });

  it("has the user's sessions as a top-level shell page, outside every event", () => {
    expect(routeByKey('top.accountSessions')).toMatchObject({
      scope: 'top',
      path: '/account/sessions',
      title: 'Your sessions',
      app: 'shell',
      requirement: null,
      eventTypes: [],
    });
    expect(eventRoutePath('/event/7', 'top.accountSessions')).toBe('/account/sessions');
  });

  it('fills parameters and refuses a missing one', () => {
    expect(
      fillPath('people/approvals/:flowId/:flowContextId', { flowId: 3, flowContextId: 'a b' }),
    ).toBe('people/approvals/3/a%20b');
    expect(() => fillPath('people/audiences/:audienceGroupId')).toThrow('audienceGroupId');
  });

  it('builds event and top-level URLs with a query', () => {
    expect(
      eventRoutePath('/event/7', 'people.audiences', {}, { selectedTab: 'INVITE_LISTS' }),
    ).toBe('/event/7/people/audiences?selectedTab=INVITE_LISTS');
    expect(eventRoutePath('/event/7', 'top.dashboard')).toBe('/dashboard');
  });
});

describe('routes a feature flag turns on (spec §6)', () => {
  it('gates exactly these routes, each with its flag', () => {
    expect(
      ROUTES.filter((r) => r.flagGate).map((r) => [r.key, r.flagGate?.flag, r.flagGate?.gates]),
    ).toEqual([
      ['eventSetup.legacyDashboard', 'ENABLE_LEGACY_ANALYTICS', undefined],
      ['eventSetup.domainSettings', 'ENABLE_FLEX_SERIES', 'series-child'],
      ['eventSetup.embed', 'ENABLE_WEBINAR_EMBED', undefined],
      ['people.audiences', 'ENABLE_FLEX_SERIES', 'series'],
      ['people.inviteList', 'ENABLE_FLEX_SERIES', 'series'],
      ['analytics.legacyReports', 'ENABLE_LEGACY_ANALYTICS', undefined],
      ['analytics.legacyRevenue', 'ENABLE_LEGACY_ANALYTICS', undefined],
      ['games.list', 'ENABLE_GAMIFICATION', undefined],
      ['games.leaderboard', 'ENABLE_GAMIFICATION', undefined],
      ['games.create', 'ENABLE_GAMIFICATION', undefined],
      ['games.one', 'ENABLE_GAMIFICATION', undefined],
      ['games.task', 'ENABLE_GAMIFICATION', undefined],
      ['games.submissions', 'ENABLE_GAMIFICATION', undefined],
      ['games.submission', 'ENABLE_GAMIFICATION', undefined],
    ]);
  });

  it('gates every games page with the gamification flag', () => {
    const games = ROUTES.filter((r) => r.key.startsWith('games.'));
    expect(games.length).toBeGreaterThan(0);
    for (const route of games) expect(route.flagGate?.flag).toBe('ENABLE_GAMIFICATION');
  });

  const event = (type: EventType, seriesParentEventId: number | null = null) => ({
    type,
    seriesParentEventId,
  });

  it.each<[string, string, ReturnType<typeof event>, FeatureFlag | null]>([
    ['embed of a webinar', 'eventSetup.embed', event('WEBINAR'), 'ENABLE_WEBINAR_EMBED'],
    ['legacy dashboard', 'eventSetup.legacyDashboard', event('EVENT'), 'ENABLE_LEGACY_ANALYTICS'],
    ['legacy reports', 'analytics.legacyReports', event('WEBINAR'), 'ENABLE_LEGACY_ANALYTICS'],
    ['legacy revenue', 'analytics.legacyRevenue', event('FIELD'), 'ENABLE_LEGACY_ANALYTICS'],
    ['games', 'games.list', event('EVENT'), 'ENABLE_GAMIFICATION'],
    ['a game task submission', 'games.submission', event('EVENT'), 'ENABLE_GAMIFICATION'],
    ['domain settings of a lone event', 'eventSetup.domainSettings', event('EVENT'), null],
    [
      'domain settings of a series child',
      'eventSetup.domainSettings',
      event('EVENT', 3),
      'ENABLE_FLEX_SERIES',
    ],
    [
      'domain settings of a webinar in a series',
      'eventSetup.domainSettings',
      event('WEBINAR', 3),
      'ENABLE_FLEX_SERIES',
    ],
    ['series audiences', 'people.audiences', event('SERIES'), 'ENABLE_FLEX_SERIES'],
    ['series invite list', 'people.inviteList', event('SERIES'), 'ENABLE_FLEX_SERIES'],
    ['event audiences', 'people.audiences', event('EVENT'), null],
    ['audiences of a series child', 'people.audiences', event('EVENT', 3), null],
    ['series domain settings', 'hub.domainSettings', event('SERIES'), null],
    ['series form (the plain form without the flag)', 'registration.form', event('SERIES'), null],
    ['report download', 'analytics.reportDownloads', event('EVENT'), null],
    ['reports', 'analytics.reports', event('EVENT'), null],
  ])('%s (%s)', (_label, key, facts, flag) => {
    expect(requiredFlag(routeByKey(key), facts)).toBe(flag);
  });
});
