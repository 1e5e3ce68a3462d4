import {
  PERMISSIONS,
  READ_PERMISSIONS,
  ROUTES_BY_KEY,
  type Event,
  type EventAccess,
  type FeatureFlags,
  type Portal,
} from '@console/shared/contract';
import { anAccess, anEvent, flags } from '@console/shared/testing';
import { decideRouteAccess } from '../../guards/route-access';
import { buildSidebar, firstSidebarHref, type SidebarOptions } from './build-sidebar';

type Menu = [title: string | null, labels: string[]][];

const PORTALS: Portal[] = [
  { portalId: 11, name: 'Sponsor portal', portalType: 'SPONSOR', isEnabled: true },
  { portalId: 12, name: 'Speaker portal', portalType: 'SPEAKER', isEnabled: true },
  { portalId: 13, name: 'Exhibitor portal', portalType: 'EXHIBITOR', isEnabled: false },
];

const ROLES: Record<'organizer' | 'viewer' | 'approver' | 'booth', EventAccess> = {
  organizer: anAccess(),
  viewer: anAccess({ permissions: [...READ_PERMISSIONS] }),
  approver: anAccess({ permissions: ['PEOPLE_ATTENDEES_WRITE'] }),
  booth: anAccess({
    role: 'SPONSOR',
    isOrganizer: false,
    isBoothOwner: true,
    ownedBoothIds: [3],
    permissions: [],
  }),
};

function sidebar(
  event: Partial<Event> = {},
  on: Partial<FeatureFlags> = {},
  options: SidebarOptions = { hasEnabledIntegration: true, portals: PORTALS },
  access: EventAccess = ROLES.organizer,
) {
  return buildSidebar(anEvent(event), access, flags(on), options);
}
const menu = (...args: Parameters<typeof sidebar>): Menu =>
  sidebar(...args).map((s) => [s.title, s.entries.map((e) => e.label)]);
const keys = (...args: Parameters<typeof sidebar>): string[] =>
  sidebar(...args).flatMap((s) => s.entries.map((e) => e.key));

const COMMUNICATION = [
  'Standard',
  'Custom',
  'Alerts & Updates',
  'Saved templates',
  'Calendar invites',
  'Email outbox',
];
const ANALYTICS = ['Reports', 'Insights', 'Revenue dashboard', 'Report download'];
const STANDARD_VENUE = [
  'Venue Settings',
  'Schedule',
  'Lobby',
  'Stage',
  'Rooms',
  'Expo',
  'Networking',
  'Engagement',
];

describe('the menus of spec §2.2-2.7, entry by entry (organizer, every permission)', () => {
  it.each<[string, Partial<Event>, Partial<FeatureFlags>, Menu]>([
    [
      'standard virtual event',
      { eventFormat: 'VIRTUAL' },
      {},
      [
        ['Event Setup', ['Dashboard', 'Basic', 'Branding', 'Live stream']],
        ['Registration', ['Registration page', 'Form', 'Advanced settings']],
        ['Communication', COMMUNICATION],
        ['Venue Setup', STANDARD_VENUE],
        [
          'People',
          ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Profile', 'Abandoned registrations'],
        ],
        [null, ['Surveys', 'Recordings', 'Integrations', 'Settings', 'Activity log']],
        ['Analytics', ANALYTICS],
      ],
    ],
    [
      'standard in-person event',
      { eventFormat: 'IN_PERSON' },
      {},
      [
        ['Event Setup', ['Dashboard', 'Basic', 'Branding']],
        ['Registration', ['Registration page', 'Form', 'Advanced settings']],
        ['Communication', COMMUNICATION],
        ['Venue Setup', [...STANDARD_VENUE, 'Locations']],
        ['People', ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Abandoned registrations']],
        [null, ['Surveys', 'Recordings', 'Integrations', 'Settings', 'Activity log']],
        ['On-site', ['Check-in app', 'Lead capture app', 'Badges']],
        ['Analytics', ANALYTICS],
      ],
    ],
    [
      'standard hybrid event with legacy analytics',
      { eventFormat: 'HYBRID' },
      { ENABLE_LEGACY_ANALYTICS: true },
      [
        ['Event Setup', ['Dashboard', 'Dashboard (Legacy)', 'Basic', 'Branding', 'Live stream']],
        ['Registration', ['Registration page', 'Form', 'Advanced settings']],
        ['Communication', COMMUNICATION],
        ['Venue Setup', [...STANDARD_VENUE, 'Locations']],
        [
          'People',
          ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Profile', 'Abandoned registrations'],
        ],
        [null, ['Surveys', 'Recordings', 'Integrations', 'Settings', 'Activity log']],
        ['On-site', ['Check-in app', 'Lead capture app', 'Badges']],
        [
          'Analytics',
          [
            'Reports',
            'Legacy reports',
            'Insights',
            'Revenue dashboard',
            'Legacy revenue dashboard',
            'Report download',
          ],
        ],
      ],
    ],
    [
      'flex virtual event (gamification on: no games for virtual)',
      { eventFormat: 'VIRTUAL', isFlex: true },
      { ENABLE_GAMIFICATION: true },
      [
        ['Event Info', ['Dashboard', 'Basic', 'Branding', 'Live stream', 'Domain settings']],
        [
          'Registration',
          ['Registration page', 'Ticketing', 'Registration flows', 'Advanced settings'],
        ],
        ['Communication', COMMUNICATION],
        ['Virtual Setup', [...STANDARD_VENUE, 'Sponsors']],
        [
          'People',
          ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Profile', 'Abandoned registrations'],
        ],
        [null, ['Surveys', 'Recordings', 'Integrations', 'Settings', 'Activity log']],
        ['Portal setup', ['Sponsor portal', 'Speaker portal']],
        ['Analytics', ANALYTICS],
      ],
    ],
    [
      'flex hybrid event with gamification',
      { eventFormat: 'HYBRID', isFlex: true },
      { ENABLE_GAMIFICATION: true },
      [
        ['Event Info', ['Dashboard', 'Basic', 'Branding', 'Live stream', 'Domain settings']],
        [
          'Registration',
          ['Registration page', 'Ticketing', 'Registration flows', 'Advanced settings'],
        ],
        ['Communication', COMMUNICATION],
        ['Event Setup', [...STANDARD_VENUE, 'Locations', 'Sponsors', 'Housing']],
        [
          'People',
          ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Profile', 'Abandoned registrations'],
        ],
        [null, ['Surveys', 'Games', 'Recordings', 'Integrations', 'Settings', 'Activity log']],
        ['Portal setup', ['Sponsor portal', 'Speaker portal']],
        ['On-site', ['Check-in app', 'Lead capture app', 'Badges']],
        ['Analytics', ANALYTICS],
      ],
    ],
    [
      'flex in-person event without gamification',
      { eventFormat: 'IN_PERSON', isFlex: true },
      {},
      [
        ['Event Info', ['Dashboard', 'Basic', 'Branding', 'Domain settings']],
        [
          'Registration',
          ['Registration page', 'Ticketing', 'Registration flows', 'Advanced settings'],
        ],
        ['Communication', COMMUNICATION],
        ['Event Setup', [...STANDARD_VENUE, 'Locations', 'Sponsors', 'Housing']],
        ['People', ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Abandoned registrations']],
        [null, ['Surveys', 'Recordings', 'Integrations', 'Settings', 'Activity log']],
        ['Portal setup', ['Sponsor portal', 'Speaker portal']],
        ['On-site', ['Check-in app', 'Lead capture app', 'Badges']],
        ['Analytics', ANALYTICS],
      ],
    ],
    [
      'webinar with embed and legacy analytics flags',
      { type: 'WEBINAR' },
      { ENABLE_WEBINAR_EMBED: true, ENABLE_LEGACY_ANALYTICS: true },
      [
        ['Webinar Details', ['Basic info', 'Branding', 'Domain settings', 'Embed webinar']],
        ['Registration', ['Registration page', 'Form', 'Advanced settings']],
        ['Communication', ['Standard', 'Custom', 'Alerts', 'Templates', 'Invites', 'Email outbox']],
        ['People', ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Abandoned registrations']],
        [null, ['Surveys', 'Engagement']],
        [
          'Analytics',
          [
            'Reports',
            'Legacy reports',
            'Revenue dashboard',
            'Legacy revenue dashboard',
            'Report download',
          ],
        ],
        [null, ['Recordings', 'Integrations', 'Settings', 'Activity log']],
      ],
    ],
    [
      'webinar without flags',
      { type: 'WEBINAR' },
      {},
      [
        ['Webinar Details', ['Basic info', 'Branding', 'Domain settings']],
        ['Registration', ['Registration page', 'Form', 'Advanced settings']],
        ['Communication', ['Standard', 'Custom', 'Alerts', 'Templates', 'Invites', 'Email outbox']],
        ['People', ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Abandoned registrations']],
        [null, ['Surveys', 'Engagement']],
        ['Analytics', ['Reports', 'Revenue dashboard', 'Report download']],
        [null, ['Recordings', 'Integrations', 'Settings', 'Activity log']],
      ],
    ],
    [
      'field event',
      { type: 'FIELD', eventFormat: 'IN_PERSON' },
      {},
      [
        ['Event Info', ['Dashboard', 'Basic info', 'Branding', 'Domain settings']],
        ['Registration', ['Registration page', 'Flows', 'Advanced settings']],
        ['Communication', COMMUNICATION],
        ['Event Setup', ['Locations', 'Schedule']],
        ['People', ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Abandoned registrations']],
        ['On-site', ['Check-in app', 'Lead capture app', 'Badges']],
        ['Analytics', ANALYTICS],
        [null, ['Integrations', 'Settings', 'Activity log']],
      ],
    ],
    [
      'side-field event',
      { type: 'SIDE_FIELD', eventFormat: 'IN_PERSON', sideEventParentId: 30 },
      {},
      [
        ['Event Info', ['Dashboard', 'Basic info', 'Branding', 'Domain settings']],
        ['Registration', ['Registration page', 'Flows', 'Advanced settings']],
        ['Communication', COMMUNICATION],
        ['Event Setup', ['Locations', 'Schedule']],
        ['People', ['Attendees', 'Approvals', 'Speakers', 'Audiences', 'Abandoned registrations']],
        ['On-site', ['Check-in app', 'Lead capture app', 'Badges']],
        ['Analytics', ANALYTICS],
        [null, ['Integrations', 'Widgets', 'Activity log']],
      ],
    ],
    [
      'third-party event',
      { type: 'THIRD_PARTY', eventFormat: 'IN_PERSON' },
      {},
      [
        [null, ['Event info']],
        ['Communication', ['Standard', 'Custom', 'Saved templates', 'Email outbox']],
        [null, ['Leads']],
        ['On-site', ['Check-in app', 'Lead capture app']],
        [null, ['Field events', 'Integrations']],
      ],
    ],
    [
      'series without the flex-series flag',
      { type: 'SERIES' },
      {},
      [
        [null, ['Series info']],
        ['Registration', ['Registration page', 'Form', 'Advanced settings']],
        [null, ['Events / Webinars']],
        ['People', ['Attendees', 'Approvals']],
        ['Communication', ['Standard', 'Saved templates', 'Email outbox']],
        [null, ['Domain settings', 'Activity log']],
      ],
    ],
    [
      'series with the flex-series flag',
      { type: 'SERIES' },
      { ENABLE_FLEX_SERIES: true },
      [
        [null, ['Series info']],
        ['Registration', ['Registration page', 'Form', 'Advanced settings']],
        [null, ['Events / Webinars']],
        ['People', ['Attendees', 'Approvals', 'Audiences']],
        ['Communication', ['Standard', 'Saved templates', 'Email outbox']],
        [null, ['Domain settings', 'Activity log']],
      ],
    ],
    [
      'hub',
      { type: 'HUB' },
      { ENABLE_FLEX_SERIES: true },
      [[null, ['Hub info', 'Landing Page', 'Events / Webinars', 'Domain settings']]],
    ],
  ])('%s', (_label, event, on, expected) => {
    expect(menu(event, on)).toEqual(expected);
  });
});

describe('conditions of single entries', () => {
  const has = (key: string, ...args: Parameters<typeof sidebar>) => keys(...args).includes(key);
  const child = (more: Partial<Event> = {}): Partial<Event> => ({
    seriesParentEventId: 3,
    ...more,
  });

  it.each<[string, string, Partial<Event>, Partial<FeatureFlags>, boolean]>([
    // Live stream: hidden for in-person events.
    ['live stream, virtual', 'eventSetup.liveStream', { eventFormat: 'VIRTUAL' }, {}, true],
    ['live stream, hybrid', 'eventSetup.liveStream', { eventFormat: 'HYBRID' }, {}, true],
    ['live stream, in-person', 'eventSetup.liveStream', { eventFormat: 'IN_PERSON' }, {}, false],
    [
      'live stream, flex in-person',
      'eventSetup.liveStream',
      { eventFormat: 'IN_PERSON', isFlex: true },
      {},
      false,
    ],
    // Profile: hidden for in-person events.
    ['profile, virtual', 'people.profile', { eventFormat: 'VIRTUAL' }, {}, true],
    ['profile, hybrid', 'people.profile', { eventFormat: 'HYBRID' }, {}, true],
    ['profile, in-person', 'people.profile', { eventFormat: 'IN_PERSON' }, {}, false],
    // Locations: hybrid or in-person only.
    ['locations, virtual', 'venue.locations', { eventFormat: 'VIRTUAL' }, {}, false],
    ['locations, hybrid', 'venue.locations', { eventFormat: 'HYBRID' }, {}, true],
    ['locations, in-person', 'venue.locations', { eventFormat: 'IN_PERSON' }, {}, true],
    [
      'locations, flex virtual',
      'venue.locations',
      { eventFormat: 'VIRTUAL', isFlex: true },
      {},
      false,
    ],
    // Sponsors: flex. Housing: flex and hybrid or in-person.
    ['sponsors, standard', 'venue.sponsors', {}, {}, false],
    ['sponsors, flex', 'venue.sponsors', { isFlex: true }, {}, true],
    ['housing, standard hybrid', 'venue.housing', { eventFormat: 'HYBRID' }, {}, false],
    ['housing, flex virtual', 'venue.housing', { isFlex: true }, {}, false],
    ['housing, flex hybrid', 'venue.housing', { isFlex: true, eventFormat: 'HYBRID' }, {}, true],
    [
      'housing, flex in-person',
      'venue.housing',
      { isFlex: true, eventFormat: 'IN_PERSON' },
      {},
      true,
    ],
    // Registration entries: standard vs flex vs series child.
    ['form, standard', 'registration.form', {}, {}, true],
    ['form, flex', 'registration.form', { isFlex: true }, {}, false],
    ['ticketing, standard', 'registration.tickets', {}, {}, false],
    ['ticketing, flex', 'registration.tickets', { isFlex: true }, {}, true],
    ['flows, flex', 'registration.flows', { isFlex: true }, {}, true],
    ['registration page, series child', 'registration.page', child(), {}, false],
    ['form, series child', 'registration.form', child(), {}, false],
    ['ticketing, flex series child', 'registration.tickets', child({ isFlex: true }), {}, false],
    ['flows, flex series child', 'registration.flows', child({ isFlex: true }), {}, false],
    [
      'advanced settings, series child',
      'registration.advancedSettings',
      child({ isFlex: true }),
      {},
      true,
    ],
    // Domain settings: flex; hidden for a series child unless flex-series.
    ['domain settings, standard', 'eventSetup.domainSettings', {}, {}, false],
    ['domain settings, flex', 'eventSetup.domainSettings', { isFlex: true }, {}, true],
    [
      'domain settings, flex series child',
      'eventSetup.domainSettings',
      child({ isFlex: true }),
      {},
      false,
    ],
    [
      'domain settings, flex series child + flex-series',
      'eventSetup.domainSettings',
      child({ isFlex: true }),
      { ENABLE_FLEX_SERIES: true },
      true,
    ],
    [
      'domain settings, standard series child + flex-series',
      'eventSetup.domainSettings',
      child(),
      { ENABLE_FLEX_SERIES: true },
      false,
    ],
    // Games: flex, non-virtual, gamification flag.
    [
      'games, flex hybrid + flag',
      'games.list',
      { isFlex: true, eventFormat: 'HYBRID' },
      { ENABLE_GAMIFICATION: true },
      true,
    ],
    [
      'games, flex in-person + flag',
      'games.list',
      { isFlex: true, eventFormat: 'IN_PERSON' },
      { ENABLE_GAMIFICATION: true },
      true,
    ],
    [
      'games, flex virtual + flag',
      'games.list',
      { isFlex: true },
      { ENABLE_GAMIFICATION: true },
      false,
    ],
    [
      'games, flex hybrid without flag',
      'games.list',
      { isFlex: true, eventFormat: 'HYBRID' },
      {},
      false,
    ],
    [
      'games, standard hybrid + flag',
      'games.list',
      { eventFormat: 'HYBRID' },
      { ENABLE_GAMIFICATION: true },
      false,
    ],
    // Legacy dashboard: legacy analytics flag.
    ['legacy dashboard, flag off', 'eventSetup.legacyDashboard', {}, {}, false],
    [
      'legacy dashboard, flag on',
      'eventSetup.legacyDashboard',
      {},
      { ENABLE_LEGACY_ANALYTICS: true },
      true,
    ],
    // On-site: hybrid or in-person, non-webinar.
    ['on-site, virtual', 'onsite.checkInApp', {}, {}, false],
    ['on-site, hybrid', 'onsite.checkInApp', { eventFormat: 'HYBRID' }, {}, true],
    ['on-site, in-person', 'onsite.checkInApp', { eventFormat: 'IN_PERSON' }, {}, true],
    [
      'on-site, hybrid webinar',
      'onsite.checkInApp',
      { type: 'WEBINAR', eventFormat: 'HYBRID' },
      {},
      false,
    ],
    // Webinar embed: its flag.
    ['embed, webinar without flag', 'eventSetup.embed', { type: 'WEBINAR' }, {}, false],
    [
      'embed, webinar with flag',
      'eventSetup.embed',
      { type: 'WEBINAR' },
      { ENABLE_WEBINAR_EMBED: true },
      true,
    ],
    ['embed, event with flag', 'eventSetup.embed', {}, { ENABLE_WEBINAR_EMBED: true }, false],
    // Field: widgets for side-field, settings otherwise.
    ['widgets, side-field', 'settings.widgets', { type: 'SIDE_FIELD' }, {}, true],
    ['settings, side-field', 'settings.home', { type: 'SIDE_FIELD' }, {}, false],
    ['widgets, field', 'settings.widgets', { type: 'FIELD' }, {}, false],
    ['settings, field', 'settings.home', { type: 'FIELD' }, {}, true],
    // Series audiences: flex-series flag.
    ['series audiences, flag off', 'people.audiences', { type: 'SERIES' }, {}, false],
    [
      'series audiences, flag on',
      'people.audiences',
      { type: 'SERIES' },
      { ENABLE_FLEX_SERIES: true },
      true,
    ],
  ])('%s', (_label, key, event, on, expected) => {
    expect(has(key, event, on)).toBe(expected);
  });

  it.each(['EVENT', 'WEBINAR', 'FIELD', 'SIDE_FIELD'] as const)(
    'offers Integrations on a %s only when an enabled integration exists',
    (type) => {
      expect(has('integrations.event', { type }, {}, { hasEnabledIntegration: true })).toBe(true);
      expect(has('integrations.event', { type }, {}, { hasEnabledIntegration: false })).toBe(false);
      expect(has('integrations.event', { type }, {}, {})).toBe(false);
    },
  );

  it('offers Integrations on a third-party event without condition, to who holds EVENT_INTEGRATIONS_WRITE (spec §2.5)', () => {
    const thirdParty: Partial<Event> = { type: 'THIRD_PARTY', eventFormat: 'IN_PERSON' };
    expect(has('integrations.event', thirdParty, {}, { hasEnabledIntegration: false })).toBe(true);
    expect(has('integrations.event', thirdParty, {}, {})).toBe(true);
    const href = sidebar(thirdParty, {}, {})
      .flatMap((s) => s.entries)
      .find((e) => e.key === 'integrations.event')?.href;
    expect(href).toBe('/third-party/7/event-integration');
    const withoutIt = anAccess({
      permissions: PERMISSIONS.filter((p) => p !== 'EVENT_INTEGRATIONS_WRITE'),
    });
    expect(keys(thirdParty, {}, {}, withoutIt)).not.toContain('integrations.event');
  });

  it('lists one entry per enabled portal of a flex event, named after it, at /event/{id}/portal/{portalId}', () => {
    const portals = sidebar({ isFlex: true, eventFormat: 'HYBRID' }).find(
      (s) => s.title === 'Portal setup',
    )?.entries;
    expect(portals).toEqual([
      {
        key: 'portal.11',
        label: 'Sponsor portal',
        href: '/event/7/portal/11',
        managedOutside: true,
      },
      {
        key: 'portal.12',
        label: 'Speaker portal',
        href: '/event/7/portal/12',
        managedOutside: true,
      },
    ]);
  });

  it('marks exactly the entries whose page is managed outside this release', () => {
    const entries = sidebar({ eventFormat: 'HYBRID' }).flatMap((s) => s.entries);
    const marked = (key: string) => entries.find((e) => e.key === key)?.managedOutside;
    // A remote's page, the shell's own outbox screen: working pages, not marked.
    expect(marked('people.attendees')).toBe(false);
    expect(marked('venue.schedule')).toBe(false);
    expect(marked('communication.standard')).toBe(false);
    expect(marked('communication.outbox')).toBe(false);
    // Shell routes without a screen in this release: marked.
    expect(marked('communication.alerts')).toBe(true);
    expect(marked('venue.locations')).toBe(true);
    for (const entry of entries) {
      const route = ROUTES_BY_KEY.get(entry.key);
      if (route && route.app !== 'shell') expect(entry.managedOutside).toBe(false);
    }
  });

  it('lists no portals for a standard event, or a flex event without enabled portals', () => {
    expect(sidebar({ eventFormat: 'HYBRID' }).some((s) => s.title === 'Portal setup')).toBe(false);
    expect(
      sidebar({ isFlex: true }, {}, { portals: [] }).some((s) => s.title === 'Portal setup'),
    ).toBe(false);
  });

  it('keeps the hubId on every link', () => {
    const sections = sidebar(
      { isFlex: true, eventFormat: 'HYBRID' },
      {},
      { hasEnabledIntegration: true, portals: PORTALS, hubId: '9' },
    );
    const hrefs = sections.flatMap((s) => s.entries.map((e) => e.href));
    expect(hrefs.every((href) => href.endsWith('?hubId=9'))).toBe(true);
    expect(hrefs).toContain('/event/7/portal/11?hubId=9');
  });
});

describe('the sidebar and the route guard agree on feature flags (spec §6)', () => {
  const EVERY_FLAG_ON = flags({
    ENABLE_WEBINAR_EMBED: true,
    ENABLE_LEGACY_ANALYTICS: true,
    ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: true,
    ENABLE_GAMIFICATION: true,
    ENABLE_FLEX_SERIES: true,
  });
  const events: Partial<Event>[] = [
    { type: 'EVENT', eventFormat: 'HYBRID', isFlex: true },
    { type: 'EVENT', eventFormat: 'HYBRID', isFlex: true, seriesParentEventId: 40 },
    { type: 'WEBINAR' },
    { type: 'WEBINAR', seriesParentEventId: 40 },
    { type: 'FIELD', eventFormat: 'IN_PERSON' },
    { type: 'SERIES' },
  ];

  it.each(events.map((event) => [JSON.stringify(event), event] as const))(
    '%s: no entry with every flag off is a page the guard refuses as not enabled',
    (_label, event) => {
      const facts = { event: anEvent(event), flags: flags() };
      for (const key of keys(event, {})) {
        const route = ROUTES_BY_KEY.get(key);
        if (route) expect(decideRouteAccess(route, ROLES.organizer, facts).kind).toBe('allow');
      }
    },
  );

  it.each(events.map((event) => [JSON.stringify(event), event] as const))(
    '%s: turning every flag on adds only flag-gated entries',
    (_label, event) => {
      const off = new Set(keys(event, {}));
      const added = keys(event, EVERY_FLAG_ON).filter((key) => !off.has(key));
      for (const key of added) expect(ROUTES_BY_KEY.get(key)?.flagGate).toBeDefined();
    },
  );
});

describe('entries the user may not open are not offered (roles)', () => {
  const options: SidebarOptions = { hasEnabledIntegration: true, portals: PORTALS };

  it('the organizer gets every entry, the first landing on the dashboard', () => {
    const sections = sidebar({}, {}, options, ROLES.organizer);
    expect(firstSidebarHref(sections)).toBe('/event/7/event-setup/dashboard');
  });

  it.each<[string, Partial<Event>, Menu]>([
    [
      'virtual event',
      {},
      [
        ['Event Setup', ['Dashboard', 'Basic']],
        [null, ['Recordings']],
        ['Analytics', ANALYTICS],
      ],
    ],
    [
      'webinar',
      { type: 'WEBINAR' },
      [
        ['Webinar Details', ['Basic info']],
        ['Analytics', ['Reports', 'Revenue dashboard', 'Report download']],
        [null, ['Recordings']],
      ],
    ],
    [
      'series',
      { type: 'SERIES' },
      [
        [null, ['Series info']],
        [null, ['Events / Webinars']],
      ],
    ],
    ['hub', { type: 'HUB' }, [[null, ['Hub info', 'Events / Webinars']]]],
    [
      'third-party event',
      { type: 'THIRD_PARTY' },
      [
        [null, ['Event info']],
        [null, ['Field events']],
      ],
    ],
  ])(
    'the viewer (read permissions only) gets only readable entries: %s',
    (_label, event, expected) => {
      expect(menu(event, {}, options, ROLES.viewer)).toEqual(expected);
    },
  );

  it('the approver (attendees write only) gets the attendees pages, the outbox and the activity log, landing on Attendees', () => {
    const sections = sidebar({}, {}, options, ROLES.approver);
    expect(sections.map((s) => [s.title, s.entries.map((e) => e.label)])).toEqual([
      ['Communication', ['Email outbox']],
      ['People', ['Attendees', 'Approvals', 'Abandoned registrations']],
      [null, ['Activity log']],
    ]);
    expect(firstSidebarHref(sections)).toBe('/event/7/people/attendees');
  });

  it('offers the activity log to who holds any write permission, in events, webinars, field events and series', () => {
    const writer = anAccess({ permissions: ['SURVEYS_WRITE'] });
    for (const type of ['EVENT', 'WEBINAR', 'FIELD', 'SIDE_FIELD', 'SERIES'] as const)
      expect(keys({ type }, {}, options, writer)).toContain('eventSetup.activityLog');
    expect(keys({}, {}, options, ROLES.viewer)).not.toContain('eventSetup.activityLog');
    for (const type of ['THIRD_PARTY', 'HUB'] as const)
      expect(keys({ type }, {}, options)).not.toContain('eventSetup.activityLog');
  });

  it('lands on the activity log only when it is the one page the user may open', () => {
    const sections = sidebar({}, {}, options, anAccess({ permissions: ['HOUSING_WRITE'] }));
    expect(sections.map((s) => [s.title, s.entries.map((e) => e.label)])).toEqual([
      [null, ['Activity log']],
    ]);
    expect(firstSidebarHref(sections)).toBe('/event/7/event-setup/activity-log');
  });

  it.each<[string, EventAccess['permissions']]>([
    ['standard communication write', ['COMMUNICATION_STANDARD_COMMUNICATION_WRITE']],
    ['attendees write', ['PEOPLE_ATTENDEES_WRITE']],
  ])('offers the email outbox to who holds %s', (_label, permissions) => {
    for (const type of ['EVENT', 'WEBINAR', 'FIELD', 'THIRD_PARTY', 'SERIES'] as const)
      expect(keys({ type }, {}, options, anAccess({ permissions }))).toContain(
        'communication.outbox',
      );
  });

  it('offers no email outbox without either permission, nor in a hub', () => {
    const others = anAccess({
      permissions: PERMISSIONS.filter(
        (p) => p !== 'COMMUNICATION_STANDARD_COMMUNICATION_WRITE' && p !== 'PEOPLE_ATTENDEES_WRITE',
      ),
    });
    expect(keys({}, {}, options, others)).not.toContain('communication.outbox');
    expect(keys({ type: 'HUB' }, {}, options)).not.toContain('communication.outbox');
  });

  it('lands on the email outbox only when it is the one page the user may open', () => {
    const sections = sidebar({}, {}, options, ROLES.approver);
    expect(firstSidebarHref(sections.filter((s) => s.title === 'Communication'))).toBe(
      '/event/7/communication/outbox',
    );
    expect(firstSidebarHref([])).toBeNull();
  });

  it('the booth owner who is not an organizer gets only Expo', () => {
    const sections = sidebar({}, {}, options, ROLES.booth);
    expect(sections.map((s) => [s.title, s.entries.map((e) => e.label)])).toEqual([
      ['Venue Setup', ['Expo']],
    ]);
    expect(firstSidebarHref(sections)).toBe('/event/7/venue-setup/expo');
  });

  it('a booth owner with the reports permission also gets Reports (the Booths dashboard)', () => {
    const access = { ...ROLES.booth, permissions: ['ANALYTICS_REPORTS_READ' as const] };
    expect(keys({}, {}, options, access)).toEqual(['venue.expo', 'analytics.reports']);
  });

  it('a booth owner who is also an organizer is not limited', () => {
    const access = {
      ...ROLES.booth,
      isOrganizer: true,
      role: 'ORGANIZER' as const,
      permissions: [...PERMISSIONS],
    };
    expect(keys({}, {}, options, access)).toEqual(keys({}, {}, options, ROLES.organizer));
  });

  it('hides the portal list without the portal permission', () => {
    const access = anAccess({
      permissions: PERMISSIONS.filter((p) => p !== 'EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ'),
    });
    expect(
      sidebar({ isFlex: true }, {}, options, access).some((s) => s.title === 'Portal setup'),
    ).toBe(false);
  });

  it.each(['EVENT', 'WEBINAR', 'SERIES', 'HUB', 'FIELD', 'SIDE_FIELD', 'THIRD_PARTY'] as const)(
    'with no permission at all a %s menu is empty',
    (type) => {
      expect(sidebar({ type }, {}, options, anAccess({ permissions: [] }))).toEqual([]);
    },
  );
});
