/**
 * The route catalogue against spec §2.5-2.8 (the shell derives its routes, guards and menus
 * from it), and the legacy short paths of §2.8 for every layout that has their targets.
 */
import {
  LEGACY_SHORT_PATHS,
  OUTBOX_REQUIREMENT,
  ROUTES,
  legacyRedirectPath,
  type EventType,
  type RouteDef,
} from '@console/shared/contract';

const pathsOf = (type: EventType) =>
  new Set(
    ROUTES.filter((r) => r.scope === 'event' && r.eventTypes.includes(type)).map((r) => r.path),
  );
const route = (type: EventType, path: string): RouteDef | undefined =>
  ROUTES.find((r) => r.scope === 'event' && r.eventTypes.includes(type) && r.path === path);

describe('route catalogue of spec §2.5-2.8', () => {
  it.each([
    'event-setup/basic',
    'communication/standard',
    'communication/custom',
    'communication/saved-templates',
    'leads',
    'side-event',
    'event-integration',
    'on-site/check-in-app',
    'on-site/lead-capture-settings',
  ])('third-party: /third-party/{id}/%s', (path) =>
    expect(pathsOf('THIRD_PARTY').has(path)).toBe(true),
  );

  it.each([
    'info',
    'registration/create',
    'registration/page',
    'registration/list',
    'registration/page-settings',
    'registration/form',
    'registration/template-edit',
    'registration/advanced-settings',
    'event-webinar',
    'event-webinar/:eventTypeToCreate/create',
    'people/attendees',
    'people/approvals',
    'people/approvals/:flowId/:flowContextId',
    'people/audiences',
    'people/audiences/invite-list/:audienceGroupId',
    'communication/standard',
    'communication/saved-templates',
    'communication/emails/:settingId/:roleType/:notificationType',
    'domain-settings',
  ])('series: /series/{id}/%s', (path) => expect(pathsOf('SERIES').has(path)).toBe(true));

  it.each([
    'info',
    'registration/create',
    'registration/page',
    'registration/list',
    'registration/form',
    'registration/template-edit',
    'registration/advanced-settings',
    'widgets',
    'event-webinar',
    'domain-settings',
  ])('hub: /hub/{id}/%s', (path) => expect(pathsOf('HUB').has(path)).toBe(true));

  it('hub event-setup/basic is not a page of its own (it redirects to info)', () => {
    expect(pathsOf('HUB').has('event-setup/basic')).toBe(false);
  });

  it.each([
    'recordings',
    'recordings/on-demand',
    'settings',
    'event-setup/details',
    'event-setup/embed',
  ])('webinar: /webinar/{id}/%s', (path) => expect(pathsOf('WEBINAR').has(path)).toBe(true));

  it.each([
    'event-setup/basic',
    'event-setup/basic/badge/:badgeId',
    'event-setup/dashboard',
    'event-setup/dashboard-legacy',
    'event-setup/branding',
    'event-setup/domain-settings',
    'event-setup/live-stream',
    'event-setup/live-stream/:rtmpOutputId',
    'registration',
    'registration/flows',
    'registration/tickets/create',
    'registration/tickets/:ticketTypeId/edit',
    'registration/coupons/:couponId/edit',
    'registration/transactions/modify-order/:transactionId',
    'registration/transactions/cancellations-and-refunds/:transactionId',
    'registration/add-ons/:ticketTypeId/edit',
    'registration/discounts',
    'venue-setup/venueSettings',
    'venue-setup/schedule/session/:segmentId',
    'venue-setup/session-group/edit/:sessionGroupId',
    'venue-setup/stages/:stageId',
    'venue-setup/discussion/edit/:discussionTableId',
    'venue-setup/expo/*',
    'venue-setup/sponsors/task/manage/:taskId',
    'venue-setup/housing/bookings',
    'people/incomplete-registrations/:flowId/:flowContextId',
    'people/abandoned-registrations/:flowId/:flowContextId',
    'people/custom-audience/:audienceGroupId',
    'people/speakers/:speakerId/tasks',
    'communication/template/:templateId/html-editor',
    'communication/preview-custom/:communicationSettingId',
    'communication/insight-custom/:communicationSettingId',
    'on-site/badge/:badgeId',
    'analytics/reports-legacy',
    'analytics/revenue-dashboard-legacy',
    'analytics/reportDownloads',
    'recordings/:recordingId',
    'settings/widgets',
    'settings/languages',
    'surveys/edit/:surveyId/:groupId',
    'games/task/:taskId/submission/:rewardAssignmentId',
    'portal/:portalId',
  ])('event: /event/{id}/%s', (path) => expect(pathsOf('EVENT').has(path)).toBe(true));

  it.each(['EVENT', 'WEBINAR', 'FIELD', 'SIDE_FIELD', 'SERIES', 'THIRD_PARTY'] as const)(
    'console addition (0007): the email outbox of a %s at communication/outbox',
    (type) => {
      expect(route(type, 'communication/outbox')).toMatchObject({
        key: 'communication.outbox',
        app: 'shell',
        area: 'Communication',
        requirement: OUTBOX_REQUIREMENT,
      });
    },
  );

  it('a hub has no email outbox (it has no Communication menu)', () => {
    expect(pathsOf('HUB').has('communication/outbox')).toBe(false);
  });

  it.each([
    '/dashboard',
    '/dashboard/integration/list',
    '/:eventTypeToCreate/event/create',
    '/account/sessions',
  ])('top-level %s', (path) => {
    expect(ROUTES.some((r) => r.scope === 'top' && r.path === path)).toBe(true);
  });

  it.each([
    ['THIRD_PARTY', 'communication/standard', 'COMMUNICATION_STANDARD_COMMUNICATION_WRITE'],
    ['THIRD_PARTY', 'communication/custom', 'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE'],
    ['THIRD_PARTY', 'communication/saved-templates', 'COMMUNICATION_EMAIL_TEMPLATES_WRITE'],
    ['THIRD_PARTY', 'leads', 'PEOPLE_LEADS_WRITE'],
    ['THIRD_PARTY', 'side-event', 'EVENT_MANAGEMENT_EVENT_ACTIONS_READ'],
    ['THIRD_PARTY', 'event-integration', 'EVENT_INTEGRATIONS_WRITE'],
    ['WEBINAR', 'event-setup/details', 'EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ'],
    ['EVENT', 'event-setup/dashboard', 'ANALYTICS_DASHBOARD_READ'],
    ['EVENT', 'people/approvals', 'PEOPLE_ATTENDEES_WRITE'],
    ['EVENT', 'people/attendee-otp', 'PEOPLE_ATTENDEES_WRITE'],
    ['EVENT', 'people/incomplete-registrations', 'PEOPLE_ATTENDEES_WRITE'],
    ['EVENT', 'people/profile', 'PEOPLE_PROFILE_WRITE'],
    ['EVENT', 'recordings', 'RECORDINGS_READ'],
    ['EVENT', 'analytics/reports', 'ANALYTICS_REPORTS_READ'],
    ['EVENT', 'registration/discounts', 'REGISTRATION_TICKETING_WRITE'],
    ['EVENT', 'venue-setup/lobby', 'VIRTUAL_SETUP_LOBBY_WRITE'],
    ['EVENT', 'venue-setup/networking', 'EVENT_SETUP_NETWORKING_WRITE'],
    ['EVENT', 'venue-setup/locations', 'EVENT_SETUP_LOCATIONS_WRITE'],
    ['EVENT', 'settings', 'SETTINGS_WRITE'],
  ] as const)('%s %s is guarded by %s (spec §6)', (type, path, permission) => {
    expect(route(type, path)?.requirement?.anyOf).toEqual([permission]);
  });
});

describe('legacy short paths (spec §2.8), through the contract', () => {
  it('are the 23 of the spec', () => {
    expect([...LEGACY_SHORT_PATHS].sort()).toEqual(
      [
        'basic',
        'branding',
        'live-stream',
        'tickets',
        'registration-form',
        'advanced-settings',
        'venueSettings',
        'schedule',
        'lobby',
        'stages',
        'discussion',
        'networking',
        'expo',
        'engagement',
        'sponsors',
        'speakers',
        'attendees',
        'approvals',
        'accessGroups',
        'profile',
        'insights',
        'reports',
        'reportDownloads',
      ].sort(),
    );
  });

  it.each(LEGACY_SHORT_PATHS.map((short) => [short]))(
    '/%s lands on a route of the event layout, query kept',
    (short) => {
      const target = legacyRedirectPath('EVENT', short, '?hubId=9&x=1');
      expect(target).not.toBeNull();
      const [path = '', query = ''] = (target ?? '').split('?');
      expect(pathsOf('EVENT').has(path) || pathsOf('EVENT').has(`${path}/*`)).toBe(true);
      expect(new URLSearchParams(query).get('hubId')).toBe('9');
      expect(new URLSearchParams(query).get('x')).toBe('1');
    },
  );

  it.each([
    ['WEBINAR', 'event-setup/details'],
    ['EVENT', 'event-setup/basic'],
    ['FIELD', 'event-setup/basic'],
    ['SIDE_FIELD', 'event-setup/basic'],
    ['THIRD_PARTY', 'event-setup/basic'],
  ] as const)('/basic of a %s goes to %s', (type, target) =>
    expect(legacyRedirectPath(type, 'basic')).toBe(target),
  );

  it('a webinar /basic lands on a webinar route', () => {
    expect(pathsOf('WEBINAR').has(legacyRedirectPath('WEBINAR', 'basic') ?? '')).toBe(true);
  });
});
