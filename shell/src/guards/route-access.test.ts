import {
  READ_PERMISSIONS,
  routeByKey,
  type EventStatus,
  type EventType,
  type FeatureFlags,
  type Permission,
} from '@console/shared/contract';
import { anAccess, anEvent, flags } from '@console/shared/testing';
import {
  decideContextError,
  decideLayoutAccess,
  decideRouteAccess,
  hubRedirect,
  infoRouteKey,
  isBoothOnly,
  isReadOnly,
  readOnlyReason,
  type RouteFacts,
} from './route-access';

const organizer = anAccess();
const viewer = anAccess({ permissions: [...READ_PERMISSIONS] });
const approver = anAccess({ permissions: ['PEOPLE_ATTENDEES_WRITE'] });
const boothOwner = anAccess({
  isOrganizer: false,
  role: 'SPONSOR',
  isBoothOwner: true,
  ownedBoothIds: [3],
  permissions: [],
});
const speaker = anAccess({
  isOrganizer: false,
  role: 'SPEAKER',
  permissions: ['PEOPLE_SPEAKERS_WRITE'],
});
const noRole = anAccess({ isOrganizer: false, role: null, eventRoleId: null, permissions: [] });
const only = (...permissions: Permission[]) =>
  anAccess({ isOrganizer: false, role: 'MODERATOR', permissions });
/** A lone event with every feature flag on: only permissions decide. */
const everyFlagOn: RouteFacts = {
  event: anEvent(),
  flags: flags({
    ENABLE_WEBINAR_EMBED: true,
    ENABLE_LEGACY_ANALYTICS: true,
    ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: true,
    ENABLE_GAMIFICATION: true,
    ENABLE_FLEX_SERIES: true,
  }),
};

describe('decideRouteAccess (every catalogue route, spec §6)', () => {
  it.each([
    ['a route without requirement', 'top.dashboard', only(), 'allow'],
    ['an organizer with every permission', 'people.approvals', organizer, 'allow'],
    ['the permission the route needs', 'people.approvals', only('PEOPLE_ATTENDEES_WRITE'), 'allow'],
    ['the viewer without it', 'people.approvals', viewer, 'deny'],
    ['the approver on approvals', 'people.approvals', approver, 'allow'],
    ['the approver on the info page', 'eventSetup.basic', approver, 'deny'],
    ['the viewer on the info page', 'eventSetup.basic', viewer, 'allow'],
    ['the viewer on the webinar details', 'eventSetup.details', viewer, 'allow'],
    ['the viewer on audiences', 'people.audiences', viewer, 'deny'],
    [
      'the email outbox with standard communication write',
      'communication.outbox',
      only('COMMUNICATION_STANDARD_COMMUNICATION_WRITE'),
      'allow',
    ],
    ['the approver on the email outbox', 'communication.outbox', approver, 'allow'],
    ['the viewer on the email outbox', 'communication.outbox', viewer, 'deny'],
    ['the booth owner on the email outbox', 'communication.outbox', boothOwner, 'redirect'],
    [
      'any one of the audiences permissions (audience groups)',
      'people.audiences',
      only('PEOPLE_AUDIENCE_GROUPS_WRITE'),
      'allow',
    ],
    [
      'any one of the audiences permissions (invite list)',
      'people.audiences',
      only('PEOPLE_INVITE_LIST_WRITE'),
      'allow',
    ],
    [
      'any one of the audiences permissions (access control)',
      'people.audiences',
      only('PEOPLE_ACCESS_CONTROL_WRITE'),
      'allow',
    ],
    [
      'audience detail needs audience groups write',
      'people.audienceDetail',
      only('PEOPLE_INVITE_LIST_WRITE'),
      'deny',
    ],
    [
      'custom audience needs audience groups write',
      'people.customAudience',
      only('PEOPLE_AUDIENCE_GROUPS_WRITE'),
      'allow',
    ],
    [
      'invite list needs invite list write',
      'people.inviteList',
      only('PEOPLE_INVITE_LIST_WRITE'),
      'allow',
    ],
    ['invite list without it', 'people.inviteList', only('PEOPLE_AUDIENCE_GROUPS_WRITE'), 'deny'],
    [
      'experience management needs access control write',
      'people.experienceManagement',
      only('PEOPLE_ACCESS_CONTROL_WRITE'),
      'allow',
    ],
    [
      'session access without access control write',
      'people.sessionAccess',
      only('PEOPLE_AUDIENCE_GROUPS_WRITE'),
      'deny',
    ],
    [
      'abandoned registrations with attendees write',
      'people.abandoned',
      only('PEOPLE_ATTENDEES_WRITE'),
      'allow',
    ],
    [
      'attendee OTP with attendees write',
      'people.attendeeOtp',
      only('PEOPLE_ATTENDEES_WRITE'),
      'allow',
    ],
    ['speakers with speakers write', 'people.speakers', speaker, 'allow'],
    ['profile without profile write', 'people.profile', speaker, 'deny'],
    ['reports with the read permission', 'analytics.reports', viewer, 'allow'],
    ['report downloads with the read permission', 'analytics.reportDownloads', viewer, 'allow'],
    ['the dashboard with the analytics dashboard read', 'eventSetup.dashboard', viewer, 'allow'],
    ['recordings with the read permission', 'recordings.list', viewer, 'allow'],
    ['integrations without EVENT_INTEGRATIONS_WRITE', 'integrations.event', viewer, 'deny'],
    [
      'integrations with EVENT_INTEGRATIONS_WRITE',
      'integrations.event',
      only('EVENT_INTEGRATIONS_WRITE'),
      'allow',
    ],
    ['side events with event actions read', 'sideEvents.list', viewer, 'allow'],
    ['creating a series event needs event actions write', 'hub.eventWebinarCreate', viewer, 'deny'],
    [
      'tickets need ticketing write',
      'registration.tickets',
      only('REGISTRATION_TICKETING_WRITE'),
      'allow',
    ],
    ['modify order needs ticketing write', 'registration.modifyOrder', viewer, 'deny'],
    ['branding needs its write', 'eventSetup.branding', viewer, 'deny'],
    [
      'embed needs its write',
      'eventSetup.embed',
      only('EVENT_MANAGEMENT_EMBED_WEBINAR_WRITE'),
      'allow',
    ],
    ['settings behind its own check', 'settings.home', only('SETTINGS_WRITE'), 'allow'],
    ['settings without it', 'settings.home', viewer, 'deny'],
    ['widgets need widgets write', 'settings.widgets', only('SETTINGS_WRITE'), 'deny'],
    ['leads need leads write', 'people.leads', only('PEOPLE_LEADS_WRITE'), 'allow'],
    ['badges need badges write', 'onsite.badges', only('ONSITE_BADGES_WRITE'), 'allow'],
    ['the expo route for a booth owner without permissions', 'venue.expo', boothOwner, 'allow'],
    ['the expo route for a non-owner without permission', 'venue.expo', viewer, 'deny'],
    [
      'the expo route with the virtual setup expo write',
      'venue.expo',
      only('VIRTUAL_SETUP_EXPO_WRITE'),
      'allow',
    ],
  ])('%s: %s → %s', (_label, key, access, expected) => {
    expect(decideRouteAccess(routeByKey(key), access, everyFlagOn).kind).toBe(expected);
  });

  it.each([
    'people.attendees',
    'eventSetup.basic',
    'eventSetup.dashboard',
    'settings.home',
    'communication.standard',
    'analytics.insights',
  ])('keeps a booth owner who is not an organizer to expo: %s redirects there', (key) => {
    expect(decideRouteAccess(routeByKey(key), boothOwner, everyFlagOn)).toEqual({
      kind: 'redirect',
      toKey: 'venue.expo',
    });
  });

  it('redirects a booth owner even from a route their permissions would allow, except the booth routes', () => {
    const owner = {
      ...boothOwner,
      permissions: ['ANALYTICS_REPORTS_READ', 'PEOPLE_ATTENDEES_WRITE'] as Permission[],
    };
    expect(decideRouteAccess(routeByKey('people.attendees'), owner, everyFlagOn)).toEqual({
      kind: 'redirect',
      toKey: 'venue.expo',
    });
    expect(decideRouteAccess(routeByKey('analytics.reports'), owner, everyFlagOn).kind).toBe(
      'allow',
    );
    expect(decideRouteAccess(routeByKey('analytics.reports'), boothOwner, everyFlagOn)).toEqual({
      kind: 'redirect',
      toKey: 'venue.expo',
    });
  });

  it('does not limit a booth owner who is also an organizer', () => {
    const both = { ...organizer, isBoothOwner: true, ownedBoothIds: [3] };
    expect(isBoothOnly(both)).toBe(false);
    expect(decideRouteAccess(routeByKey('people.attendees'), both, everyFlagOn).kind).toBe('allow');
  });
});

describe('decideRouteAccess: routes a feature flag turns on (spec §6)', () => {
  const facts = (
    on: Partial<FeatureFlags>,
    event: Partial<RouteFacts['event']> = {},
  ): RouteFacts => ({ event: anEvent(event), flags: flags(on) });
  const seriesChild = { seriesParentEventId: 40 };
  const series = { type: 'SERIES' as const };

  it.each<[string, string, RouteFacts, string]>([
    ['embed, flag off', 'eventSetup.embed', facts({}, { type: 'WEBINAR' }), 'not-enabled'],
    [
      'embed, flag on',
      'eventSetup.embed',
      facts({ ENABLE_WEBINAR_EMBED: true }, { type: 'WEBINAR' }),
      'allow',
    ],
    ['legacy dashboard, flag off', 'eventSetup.legacyDashboard', facts({}), 'not-enabled'],
    ['legacy reports, flag off', 'analytics.legacyReports', facts({}), 'not-enabled'],
    ['legacy revenue, flag off', 'analytics.legacyRevenue', facts({}), 'not-enabled'],
    [
      'legacy revenue, flag on',
      'analytics.legacyRevenue',
      facts({ ENABLE_LEGACY_ANALYTICS: true }),
      'allow',
    ],
    ['reports need no flag', 'analytics.reports', facts({}), 'allow'],
    ['report download needs no flag', 'analytics.reportDownloads', facts({}), 'allow'],
    ['games, flag off', 'games.list', facts({}), 'not-enabled'],
    ['a game page, flag off', 'games.leaderboard', facts({}), 'not-enabled'],
    ['games, flag on', 'games.list', facts({ ENABLE_GAMIFICATION: true }), 'allow'],
    ['domain settings of a lone event, flag off', 'eventSetup.domainSettings', facts({}), 'allow'],
    [
      'domain settings of a series child, flag off',
      'eventSetup.domainSettings',
      facts({}, seriesChild),
      'not-enabled',
    ],
    [
      'domain settings of a series child, flag on',
      'eventSetup.domainSettings',
      facts({ ENABLE_FLEX_SERIES: true }, seriesChild),
      'allow',
    ],
    ['series audiences, flag off', 'people.audiences', facts({}, series), 'not-enabled'],
    ['series invite list, flag off', 'people.inviteList', facts({}, series), 'not-enabled'],
    [
      'series audiences, flag on',
      'people.audiences',
      facts({ ENABLE_FLEX_SERIES: true }, series),
      'allow',
    ],
    ['event audiences, flag off', 'people.audiences', facts({}), 'allow'],
    ['series attendees, flag off', 'people.attendees', facts({}, series), 'allow'],
  ])('%s (%s)', (_label, key, routeFacts, expected) => {
    expect(decideRouteAccess(routeByKey(key), organizer, routeFacts).kind).toBe(expected);
  });

  it('names the flag that is off', () => {
    expect(decideRouteAccess(routeByKey('games.create'), organizer, facts({}))).toEqual({
      kind: 'not-enabled',
      flag: 'ENABLE_GAMIFICATION',
    });
  });

  it('refuses a route that is not enabled before asking for its permission', () => {
    expect(decideRouteAccess(routeByKey('games.list'), viewer, facts({})).kind).toBe('not-enabled');
    expect(
      decideRouteAccess(routeByKey('games.list'), viewer, facts({ ENABLE_GAMIFICATION: true }))
        .kind,
    ).toBe('deny');
  });

  it('still keeps a booth owner who is not an organizer to expo', () => {
    expect(decideRouteAccess(routeByKey('analytics.legacyReports'), boothOwner, facts({}))).toEqual(
      { kind: 'redirect', toKey: 'venue.expo' },
    );
  });
});

describe('decideLayoutAccess (spec §2.1)', () => {
  const types: EventType[] = [
    'EVENT',
    'WEBINAR',
    'SERIES',
    'HUB',
    'FIELD',
    'SIDE_FIELD',
    'THIRD_PARTY',
  ];
  const expected: Record<string, Record<EventType, string>> = {
    organizer: {
      EVENT: 'enter',
      WEBINAR: 'enter',
      SERIES: 'enter',
      HUB: 'enter',
      FIELD: 'enter',
      SIDE_FIELD: 'enter',
      THIRD_PARTY: 'enter',
    },
    viewer: {
      EVENT: 'enter',
      WEBINAR: 'enter',
      SERIES: 'enter',
      HUB: 'enter',
      FIELD: 'enter',
      SIDE_FIELD: 'enter',
      THIRD_PARTY: 'enter',
    },
    // ORGANIZER role without basic-info read: the webinar layout is denied as a whole.
    approver: {
      EVENT: 'enter',
      WEBINAR: 'deny',
      SERIES: 'enter',
      HUB: 'enter',
      FIELD: 'enter',
      SIDE_FIELD: 'enter',
      THIRD_PARTY: 'enter',
    },
    boothOwner: {
      EVENT: 'enter',
      WEBINAR: 'deny',
      SERIES: 'enter',
      HUB: 'enter',
      FIELD: 'redirect',
      SIDE_FIELD: 'redirect',
      THIRD_PARTY: 'redirect',
    },
    speaker: {
      EVENT: 'enter',
      WEBINAR: 'deny',
      SERIES: 'enter',
      HUB: 'enter',
      FIELD: 'redirect',
      SIDE_FIELD: 'redirect',
      THIRD_PARTY: 'redirect',
    },
    noRole: {
      EVENT: 'redirect',
      WEBINAR: 'redirect',
      SERIES: 'redirect',
      HUB: 'redirect',
      FIELD: 'redirect',
      SIDE_FIELD: 'redirect',
      THIRD_PARTY: 'redirect',
    },
  };
  const users = { organizer, viewer, approver, boothOwner, speaker, noRole };
  const rows = Object.entries(users).flatMap(([name, access]) =>
    types.map((type) => [name, type, access, expected[name]?.[type]] as const),
  );

  it.each(rows)('%s in a %s layout', (_name, type, access, outcome) => {
    const decision = decideLayoutAccess(anEvent({ type }), access);
    expect(decision.kind).toBe(outcome);
    if (decision.kind === 'redirect') expect(decision.to).toBe('/dashboard');
  });

  it('lets a non-organizer with basic-info read into a webinar', () => {
    expect(
      decideLayoutAccess(
        anEvent({ type: 'WEBINAR' }),
        only('EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ'),
      ).kind,
    ).toBe('enter');
  });
});

describe('decideContextError', () => {
  it.each([
    [403, { kind: 'redirect', to: '/dashboard' }],
    [404, { kind: 'not-found' }],
    [500, { kind: 'error' }],
    [null, { kind: 'error' }],
  ] as const)('%s → %j', (status, decision) =>
    expect(decideContextError(status)).toEqual(decision),
  );
});

describe('read-only event and locked sidebar (spec §2.1, §4.4)', () => {
  const statuses: EventStatus[] = ['DRAFT', 'PUBLISHED', 'LIVE', 'ENDED', 'CANCELED'];
  it.each(statuses.flatMap((status) => [[status, true] as const, [status, false] as const]))(
    'status %s, organizer %s',
    (status, isOrganizer) => {
      const readOnly = !(isOrganizer && status !== 'CANCELED');
      expect(isReadOnly({ status }, { isOrganizer })).toBe(readOnly);
      const reason = readOnlyReason({ status }, { isOrganizer });
      if (!readOnly) expect(reason).toBeNull();
      else if (status === 'CANCELED') expect(reason).toMatch(/canceled/);
      else expect(reason).toMatch(/only organizers/);
    },
  );
});

describe('hubRedirect (spec §2.7)', () => {
  it.each([
    ['HUB', 'event-setup/basic', 'info'],
    ['HUB', 'event-setup/basic/', 'info'],
    ['HUB', 'info', null],
    ['SERIES', 'event-setup/basic', null],
    ['EVENT', 'event-setup/basic', null],
  ] as const)('%s %s → %s', (type, path, target) => expect(hubRedirect(type, path)).toBe(target));
});

describe('infoRouteKey (where a denied user is offered to go)', () => {
  it.each([
    ['EVENT', 'eventSetup.basic'],
    ['FIELD', 'eventSetup.basic'],
    ['SIDE_FIELD', 'eventSetup.basic'],
    ['THIRD_PARTY', 'eventSetup.basic'],
    ['WEBINAR', 'eventSetup.details'],
    ['SERIES', 'hub.info'],
    ['HUB', 'hub.info'],
  ] as const)('%s → %s', (type, key) => {
    expect(infoRouteKey(type)).toBe(key);
    expect(routeByKey(key).eventTypes).toContain(type);
  });
});
