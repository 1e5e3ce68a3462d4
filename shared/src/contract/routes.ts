/**
 * The route catalogue of both specs: every console route, its path, the permission it
 * needs and the app that renders it. Guards, sidebars and redirects are derived from it.
 *
 * Event routes are `/{eventTypeSegment}/{eventId}/{path}`; series and hub routes use the
 * same shape (`/series/{id}/...`, `/hub/{id}/...`) and are told apart by `eventTypes`.
 * Top-level routes (`/dashboard`, event creation, the user's sessions) have `scope: 'top'` and an
 * absolute path.
 */
import type { Event, EventType } from './events';
import { OUTBOX_REQUIREMENT } from './outbox';
import {
  EVENT_WRITE_PERMISSIONS,
  type Permission,
  type PermissionRequirement,
} from './permissions';
import type { FeatureFlag } from './session';

export const APP_NAMES = [
  'shell',
  'mf-people',
  'mf-access-control',
  'mf-approvals',
  'mf-analytics',
  'mf-integrations',
  'mf-registration',
  'mf-event-setup',
] as const;
export type AppName = (typeof APP_NAMES)[number];
export type RemoteName = Exclude<AppName, 'shell'>;

export interface RouteDef {
  readonly key: string;
  readonly scope: 'event' | 'top';
  /** Relative to /{eventType}/{eventId} for scope 'event'; absolute for scope 'top'. */
  readonly path: string;
  readonly title: string;
  readonly area: string;
  readonly app: AppName;
  /** null: no permission check (spec: "each route except a few"). */
  readonly requirement: PermissionRequirement | null;
  /** The event types this route exists for. */
  readonly eventTypes: readonly EventType[];
  /** The feature flag that turns this route on (spec §6); absent: no flag gates it. */
  readonly flagGate?: RouteFlagGate;
}

/**
 * A feature flag a route needs (spec §6). `gates` narrows the events it applies to: 'series'
 * (a series itself: its Audiences), 'series-child' (an event of a series: domain settings).
 */
export interface RouteFlagGate {
  readonly flag: FeatureFlag;
  readonly gates?: 'series' | 'series-child';
}

const LEGACY_ANALYTICS: RouteFlagGate = { flag: 'ENABLE_LEGACY_ANALYTICS' };
const GAMIFICATION: RouteFlagGate = { flag: 'ENABLE_GAMIFICATION' };
const FLEX_SERIES_IN_SERIES: RouteFlagGate = { flag: 'ENABLE_FLEX_SERIES', gates: 'series' };

/**
 * The routes a feature flag turns on (spec §6). ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT
 * gates no route: it adds two reports inside the report download page. The flex-series flag's
 * series form is not refused without it: the page is then the plain form instead of the flow
 * editor (spec §2.6).
 */
const FLAG_GATES: Readonly<Record<string, RouteFlagGate>> = {
  'eventSetup.embed': { flag: 'ENABLE_WEBINAR_EMBED' },
  'eventSetup.legacyDashboard': LEGACY_ANALYTICS,
  'analytics.legacyReports': LEGACY_ANALYTICS,
  'analytics.legacyRevenue': LEGACY_ANALYTICS,
  'games.list': GAMIFICATION,
  'games.leaderboard': GAMIFICATION,
  'games.create': GAMIFICATION,
  'games.one': GAMIFICATION,
  'games.task': GAMIFICATION,
  'games.submissions': GAMIFICATION,
  'games.submission': GAMIFICATION,
  'eventSetup.domainSettings': { flag: 'ENABLE_FLEX_SERIES', gates: 'series-child' },
  'people.audiences': FLEX_SERIES_IN_SERIES,
  'people.inviteList': FLEX_SERIES_IN_SERIES,
};

/** The flag a route needs in this event (spec §6), or null when none gates it there. */
export function requiredFlag(
  route: Pick<RouteDef, 'flagGate'>,
  event: Pick<Event, 'type' | 'seriesParentEventId'>,
): FeatureFlag | null {
  const gate = route.flagGate;
  if (!gate) return null;
  if (gate.gates === 'series' && event.type !== 'SERIES') return null;
  if (gate.gates === 'series-child' && event.seriesParentEventId === null) return null;
  return gate.flag;
}

const STANDARD: readonly EventType[] = ['EVENT', 'WEBINAR', 'FIELD', 'SIDE_FIELD'];
const STANDARD_AND_SERIES: readonly EventType[] = [...STANDARD, 'SERIES'];
const STANDARD_SERIES_HUB: readonly EventType[] = [...STANDARD, 'SERIES', 'HUB'];
const WITH_THIRD_PARTY: readonly EventType[] = [...STANDARD, 'THIRD_PARTY'];
const WITH_SERIES_AND_THIRD_PARTY: readonly EventType[] = [...STANDARD, 'SERIES', 'THIRD_PARTY'];
const SERIES_AND_HUB: readonly EventType[] = ['SERIES', 'HUB'];

const any = (...anyOf: Permission[]): PermissionRequirement => ({ anyOf });

type Row = [
  key: string,
  path: string,
  title: string,
  requirement: PermissionRequirement | null,
  app?: AppName,
  eventTypes?: readonly EventType[],
];

function section(area: string, rows: readonly Row[]): RouteDef[] {
  return rows.map(
    ([key, path, title, requirement, app = 'shell', eventTypes = STANDARD]): RouteDef => {
      const flagGate = FLAG_GATES[key];
      return {
        key,
        scope: 'event',
        path,
        title,
        area,
        app,
        requirement,
        eventTypes,
        ...(flagGate ? { flagGate } : {}),
      };
    },
  );
}

const BASIC = any('EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ');
const TICKETING = any('REGISTRATION_TICKETING_WRITE');
const PAGE = any('REGISTRATION_PAGE_WRITE');
const SCHEDULE = any('EVENT_SETUP_SCHEDULE_WRITE');
const SPONSORS = any('EVENT_SETUP_SPONSORS_WRITE');
const HOUSING = any('HOUSING_WRITE');
const ATTENDEES = any('PEOPLE_ATTENDEES_WRITE');
const SPEAKERS = any('PEOPLE_SPEAKERS_WRITE');
const AUDIENCE_GROUPS = any('PEOPLE_AUDIENCE_GROUPS_WRITE');
const ACCESS_CONTROL = any('PEOPLE_ACCESS_CONTROL_WRITE');
const CUSTOM_COMMS = any('COMMUNICATION_CUSTOM_COMMUNICATION_WRITE');
const STANDARD_COMMS = any('COMMUNICATION_STANDARD_COMMUNICATION_WRITE');
const TEMPLATES = any('COMMUNICATION_EMAIL_TEMPLATES_WRITE');
const ALERTS = any('COMMUNICATION_ALERTS_WRITE');
const REPORTS = any('ANALYTICS_REPORTS_READ');
const RECORDINGS = any('RECORDINGS_READ');
const SURVEYS = any('SURVEYS_WRITE');
const GAMES = any('GAMES_WRITE');
const BADGES = any('ONSITE_BADGES_WRITE');
/** The activity log opens to any write permission of the event (issue #46). */
const ANY_WRITE: PermissionRequirement = { anyOf: EVENT_WRITE_PERMISSIONS };
const REGISTRATION: AppName = 'mf-registration';
const SETUP: AppName = 'mf-event-setup';

export const LEGACY_ANALYTICS_SUFFIX = '-legacy';

const EVENT_ROUTES: RouteDef[] = [
  ...section('Event setup', [
    ['eventSetup.basic', 'event-setup/basic', 'Basic', BASIC, 'shell', WITH_THIRD_PARTY],
    ['eventSetup.badge', 'event-setup/basic/badge/:badgeId', 'Badge', BADGES],
    ['eventSetup.details', 'event-setup/details', 'Basic info', BASIC, 'shell', ['WEBINAR']],
    [
      'eventSetup.dashboard',
      'event-setup/dashboard',
      'Dashboard',
      any('ANALYTICS_DASHBOARD_READ'),
      REGISTRATION,
    ],
    [
      'eventSetup.legacyDashboard',
      `event-setup/dashboard${LEGACY_ANALYTICS_SUFFIX}`,
      'Dashboard (Legacy)',
      any('ANALYTICS_DASHBOARD_READ'),
      REGISTRATION,
    ],
    [
      'eventSetup.branding',
      'event-setup/branding',
      'Branding',
      any('EVENT_MANAGEMENT_BRANDING_WRITE'),
    ],
    [
      'eventSetup.domainSettings',
      'event-setup/domain-settings',
      'Domain settings',
      any('EVENT_MANAGEMENT_DOMAIN_SETTINGS_WRITE'),
    ],
    [
      'eventSetup.embed',
      'event-setup/embed',
      'Embed webinar',
      any('EVENT_MANAGEMENT_EMBED_WEBINAR_WRITE'),
      'shell',
      ['WEBINAR'],
    ],
    [
      'eventSetup.liveStream',
      'event-setup/live-stream',
      'Live stream',
      any('EVENT_MANAGEMENT_LIVE_STREAM_WRITE'),
    ],
    [
      'eventSetup.liveStreamOutput',
      'event-setup/live-stream/:rtmpOutputId',
      'Live stream output',
      any('EVENT_MANAGEMENT_LIVE_STREAM_WRITE'),
    ],
    // Console addition (issue #46): who changed what in the event, for anyone who writes in it.
    [
      'eventSetup.activityLog',
      'event-setup/activity-log',
      'Activity log',
      ANY_WRITE,
      SETUP,
      STANDARD_AND_SERIES,
    ],
  ]),
  ...section('Registration', [
    ['registration.home', 'registration', 'Registration', PAGE],
    [
      'registration.list',
      'registration/list',
      'Registration pages',
      PAGE,
      'shell',
      STANDARD_SERIES_HUB,
    ],
    [
      'registration.page',
      'registration/page',
      'Registration page',
      PAGE,
      'shell',
      STANDARD_SERIES_HUB,
    ],
    [
      'registration.pageSettings',
      'registration/page-settings',
      'Page settings',
      PAGE,
      'shell',
      STANDARD_AND_SERIES,
    ],
    [
      'registration.create',
      'registration/create',
      'Create registration page',
      PAGE,
      'shell',
      STANDARD_SERIES_HUB,
    ],
    [
      'registration.templateEdit',
      'registration/template-edit',
      'Edit template',
      PAGE,
      'shell',
      STANDARD_SERIES_HUB,
    ],
    [
      'registration.form',
      'registration/form',
      'Form',
      any('REGISTRATION_FORM_WRITE'),
      REGISTRATION,
      STANDARD_SERIES_HUB,
    ],
    [
      'registration.flows',
      'registration/flows',
      'Registration flows',
      any('REGISTRATION_FLOWS_WRITE'),
      REGISTRATION,
    ],
    [
      'registration.advancedSettings',
      'registration/advanced-settings',
      'Advanced settings',
      any('REGISTRATION_ADVANCED_SETTINGS_WRITE'),
      'shell',
      STANDARD_SERIES_HUB,
    ],
    ['registration.tickets', 'registration/tickets', 'Ticketing', TICKETING, REGISTRATION],
    [
      'registration.ticketCreate',
      'registration/tickets/create',
      'Create ticket',
      TICKETING,
      REGISTRATION,
    ],
    [
      'registration.ticketEdit',
      'registration/tickets/:ticketTypeId/edit',
      'Edit ticket',
      TICKETING,
      REGISTRATION,
    ],
    ['registration.coupons', 'registration/coupons', 'Coupons', TICKETING, REGISTRATION],
    [
      'registration.couponCreate',
      'registration/coupons/create',
      'Create coupon',
      TICKETING,
      REGISTRATION,
    ],
    [
      'registration.couponEdit',
      'registration/coupons/:couponId/edit',
      'Edit coupon',
      TICKETING,
      REGISTRATION,
    ],
    ['registration.transactions', 'registration/transactions', 'Transactions', TICKETING],
    [
      'registration.transaction',
      'registration/transactions/:transactionId',
      'Transaction',
      TICKETING,
    ],
    [
      'registration.modifyOrder',
      'registration/transactions/modify-order/:transactionId',
      'Modify order',
      TICKETING,
    ],
    [
      'registration.refunds',
      'registration/transactions/cancellations-and-refunds/:transactionId',
      'Cancellations and refunds',
      TICKETING,
    ],
    ['registration.settings', 'registration/settings', 'Registration settings', TICKETING],
    ['registration.addOns', 'registration/add-ons', 'Add-ons', TICKETING],
    ['registration.addOnCreate', 'registration/add-ons/create', 'Create add-on', TICKETING],
    ['registration.addOnEdit', 'registration/add-ons/:ticketTypeId/edit', 'Edit add-on', TICKETING],
    ['registration.discounts', 'registration/discounts', 'Discounts', TICKETING],
  ]),
  ...section('Venue setup', [
    [
      'venue.settings',
      'venue-setup/venueSettings',
      'Venue Settings',
      any('VIRTUAL_SETUP_VENUE_SETTINGS_WRITE'),
      SETUP,
    ],
    ['venue.schedule', 'venue-setup/schedule', 'Schedule', SCHEDULE, SETUP],
    ['venue.scheduleSettings', 'venue-setup/schedule/settings', 'Schedule settings', SCHEDULE],
    ['venue.addSession', 'venue-setup/schedule/add-session', 'Add session', SCHEDULE, SETUP],
    ['venue.session', 'venue-setup/schedule/session/:segmentId', 'Session', SCHEDULE, SETUP],
    ['venue.sessionGroup', 'venue-setup/session-group', 'Session groups', SCHEDULE],
    [
      'venue.sessionGroupCreate',
      'venue-setup/session-group/create',
      'Create session group',
      SCHEDULE,
    ],
    [
      'venue.sessionGroupEdit',
      'venue-setup/session-group/edit/:sessionGroupId',
      'Edit session group',
      SCHEDULE,
    ],
    ['venue.lobby', 'venue-setup/lobby', 'Lobby', any('VIRTUAL_SETUP_LOBBY_WRITE'), SETUP],
    ['venue.stages', 'venue-setup/stages', 'Stage', any('VIRTUAL_SETUP_STAGES_WRITE'), SETUP],
    ['venue.stage', 'venue-setup/stages/:stageId', 'Stage', any('VIRTUAL_SETUP_STAGES_WRITE')],
    ['venue.rooms', 'venue-setup/discussion', 'Rooms', any('VIRTUAL_SETUP_ROOMS_WRITE'), SETUP],
    [
      'venue.roomEdit',
      'venue-setup/discussion/edit/:discussionTableId',
      'Edit room',
      any('VIRTUAL_SETUP_ROOMS_WRITE'),
    ],
    [
      'venue.networking',
      'venue-setup/networking',
      'Networking',
      any('EVENT_SETUP_NETWORKING_WRITE'),
      SETUP,
    ],
    [
      'venue.expo',
      'venue-setup/expo/*',
      'Expo',
      { anyOf: ['VIRTUAL_SETUP_EXPO_WRITE'], boothOwnerAllowed: true },
      SETUP,
    ],
    ['venue.engagement', 'venue-setup/engagement', 'Engagement', any('ENGAGEMENT_WRITE'), SETUP],
    ['venue.locations', 'venue-setup/locations', 'Locations', any('EVENT_SETUP_LOCATIONS_WRITE')],
    ['venue.sponsors', 'venue-setup/sponsors', 'Sponsors', SPONSORS],
    ['venue.sponsorNew', 'venue-setup/sponsors/new', 'New sponsor', SPONSORS],
    ['venue.sponsorEdit', 'venue-setup/sponsors/edit/:sponsorId', 'Edit sponsor', SPONSORS],
    ['venue.sponsorTaskNew', 'venue-setup/sponsors/task/new', 'New sponsor task', SPONSORS],
    [
      'venue.sponsorTaskEdit',
      'venue-setup/sponsors/task/edit/:taskId',
      'Edit sponsor task',
      SPONSORS,
    ],
    [
      'venue.sponsorTaskManage',
      'venue-setup/sponsors/task/manage',
      'Manage sponsor tasks',
      SPONSORS,
    ],
    ['venue.sponsorTiers', 'venue-setup/sponsors/tiers', 'Sponsor tiers', SPONSORS],
    ['venue.sponsorTasks', 'venue-setup/sponsors/:sponsorId/tasks', 'Sponsor tasks', SPONSORS],
    [
      'venue.sponsorTaskManageOne',
      'venue-setup/sponsors/task/manage/:taskId',
      'Manage sponsor task',
      SPONSORS,
    ],
    ['venue.housing', 'venue-setup/housing', 'Housing', HOUSING],
    ['venue.housingAdd', 'venue-setup/housing/add', 'Add hotel', HOUSING],
    ['venue.hotel', 'venue-setup/housing/:hotelId', 'Hotel', HOUSING],
    ['venue.housingBookings', 'venue-setup/housing/bookings', 'Bookings', HOUSING],
  ]),
  ...section('People', [
    [
      'people.attendees',
      'people/attendees',
      'Attendees',
      ATTENDEES,
      'mf-people',
      STANDARD_AND_SERIES,
    ],
    [
      'people.incomplete',
      'people/incomplete-registrations',
      'Incomplete registrations',
      ATTENDEES,
      'mf-people',
    ],
    [
      'people.incompleteDetail',
      'people/incomplete-registrations/:flowId/:flowContextId',
      'Incomplete registration',
      ATTENDEES,
      'mf-people',
    ],
    [
      'people.approvals',
      'people/approvals',
      'Approvals',
      ATTENDEES,
      'mf-approvals',
      STANDARD_AND_SERIES,
    ],
    [
      'people.approvalDetail',
      'people/approvals/:flowId/:flowContextId',
      'Registration details',
      ATTENDEES,
      'mf-approvals',
      STANDARD_AND_SERIES,
    ],
    ['people.profile', 'people/profile', 'Profile', any('PEOPLE_PROFILE_WRITE')],
    ['people.attendeeOtp', 'people/attendee-otp', 'Attendee OTP', ATTENDEES],
    [
      'people.abandoned',
      'people/abandoned-registrations',
      'Abandoned registrations',
      ATTENDEES,
      'mf-people',
    ],
    [
      'people.abandonedDetail',
      'people/abandoned-registrations/:flowId/:flowContextId',
      'Abandoned registration',
      ATTENDEES,
      'mf-people',
    ],
    [
      'people.audiences',
      'people/audiences',
      'Audiences',
      any(
        'PEOPLE_AUDIENCE_GROUPS_WRITE',
        'PEOPLE_INVITE_LIST_WRITE',
        'PEOPLE_ACCESS_CONTROL_WRITE',
      ),
      'mf-people',
      STANDARD_AND_SERIES,
    ],
    [
      'people.audienceDetail',
      'people/audiences/:audienceGroupId',
      'Audience list',
      AUDIENCE_GROUPS,
      'mf-people',
    ],
    [
      'people.inviteList',
      'people/audiences/invite-list/:audienceGroupId',
      'Invite list',
      any('PEOPLE_INVITE_LIST_WRITE'),
      'mf-people',
      STANDARD_AND_SERIES,
    ],
    [
      'people.customAudience',
      'people/custom-audience/:audienceGroupId',
      'Custom audience group',
      AUDIENCE_GROUPS,
      'mf-people',
    ],
    [
      'people.experienceManagement',
      'people/audiences/experience-management/:accessGroupId',
      'Access control',
      ACCESS_CONTROL,
      'mf-access-control',
    ],
    [
      'people.sessionAccess',
      'people/audiences/experience-management/session/:accessGroupId/:accessGroupSection',
      'Configure session access',
      ACCESS_CONTROL,
      'mf-access-control',
    ],
    [
      'people.accessExplainer',
      'people/access-explainer',
      'Who can reach what',
      ACCESS_CONTROL,
      'mf-access-control',
    ],
    ['people.speakers', 'people/speakers', 'Speakers', SPEAKERS],
    ['people.speakerTaskManage', 'people/speakers/task/manage', 'Manage speaker tasks', SPEAKERS],
    [
      'people.speakerTaskManageOne',
      'people/speakers/task/manage/:taskId',
      'Manage speaker task',
      SPEAKERS,
    ],
    ['people.speakerTaskNew', 'people/speakers/task/new', 'New speaker task', SPEAKERS],
    ['people.speakerTaskEdit', 'people/speakers/task/edit/:taskId', 'Edit speaker task', SPEAKERS],
    ['people.speakerTask', 'people/speakers/task/:taskId', 'Speaker task', SPEAKERS],
    ['people.speakerTasks', 'people/speakers/:speakerId/tasks', 'Speaker tasks', SPEAKERS],
    ['people.leads', 'leads', 'Leads', any('PEOPLE_LEADS_WRITE'), 'shell', WITH_THIRD_PARTY],
  ]),
  ...section('Communication', [
    [
      'communication.standard',
      'communication/standard',
      'Standard',
      STANDARD_COMMS,
      SETUP,
      WITH_SERIES_AND_THIRD_PARTY,
    ],
    [
      'communication.custom',
      'communication/custom',
      'Custom',
      CUSTOM_COMMS,
      SETUP,
      WITH_THIRD_PARTY,
    ],
    ['communication.alerts', 'communication/alerts', 'Alerts & Updates', ALERTS],
    [
      'communication.alert',
      'communication/alerts/:alertTypeParam/:communicationSettingId',
      'Alert',
      ALERTS,
    ],
    [
      'communication.savedTemplates',
      'communication/saved-templates',
      'Saved templates',
      TEMPLATES,
      SETUP,
      WITH_SERIES_AND_THIRD_PARTY,
    ],
    [
      'communication.htmlEditor',
      'communication/template/:templateId/html-editor',
      'HTML editor',
      TEMPLATES,
    ],
    [
      'communication.calendarInvite',
      'communication/calendar-invite',
      'Calendar invites',
      any('COMMUNICATION_CALENDAR_INVITES_WRITE'),
      SETUP,
    ],
    [
      'communication.customSetting',
      'communication/custom/:communicationSettingId',
      'Custom communication',
      CUSTOM_COMMS,
    ],
    [
      'communication.emailCustom',
      'communication/email-custom/:communicationSettingId',
      'Custom email',
      CUSTOM_COMMS,
    ],
    [
      'communication.pushCustom',
      'communication/push-custom/:communicationSettingId',
      'Custom push notification',
      CUSTOM_COMMS,
    ],
    [
      'communication.reviewCustom',
      'communication/review-custom/:communicationSettingId',
      'Review communication',
      CUSTOM_COMMS,
    ],
    [
      'communication.previewCustom',
      'communication/preview-custom/:communicationSettingId',
      'Preview communication',
      CUSTOM_COMMS,
    ],
    [
      'communication.insightCustom',
      'communication/insight-custom/:communicationSettingId',
      'Communication insights',
      CUSTOM_COMMS,
    ],
    [
      'communication.emails',
      'communication/emails/:settingId/:roleType/:notificationType',
      'Email',
      STANDARD_COMMS,
      'shell',
      STANDARD_AND_SERIES,
    ],
    // Console addition (0007): the emails the API queued for the event, in every layout with a
    // Communication menu.
    [
      'communication.outbox',
      'communication/outbox',
      'Email outbox',
      OUTBOX_REQUIREMENT,
      'shell',
      WITH_SERIES_AND_THIRD_PARTY,
    ],
  ]),
  ...section('On-site', [
    // Third-party events list On-site in their menu (spec §2.5): the check-in and lead capture apps.
    [
      'onsite.checkInApp',
      'on-site/check-in-app',
      'Check-in app',
      any('ONSITE_CHECK_IN_APP_WRITE'),
      'shell',
      WITH_THIRD_PARTY,
    ],
    ['onsite.badges', 'on-site/badge', 'Badges', BADGES],
    ['onsite.badge', 'on-site/badge/:badgeId', 'Badge', BADGES],
    [
      'onsite.leadCapture',
      'on-site/lead-capture-settings',
      'Lead capture app',
      any('ONSITE_LEAD_CAPTURE_APP_WRITE'),
      'shell',
      WITH_THIRD_PARTY,
    ],
  ]),
  ...section('Analytics', [
    ['analytics.insights', 'analytics/insights', 'Insights', REPORTS, 'mf-analytics'],
    ['analytics.reports', 'analytics/reports', 'Reports', REPORTS, 'mf-analytics'],
    [
      'analytics.legacyReports',
      `analytics/reports${LEGACY_ANALYTICS_SUFFIX}`,
      'Legacy reports',
      REPORTS,
      'mf-analytics',
    ],
    [
      'analytics.revenue',
      'analytics/revenue-dashboard',
      'Revenue dashboard',
      REPORTS,
      'mf-analytics',
    ],
    [
      'analytics.legacyRevenue',
      `analytics/revenue-dashboard${LEGACY_ANALYTICS_SUFFIX}`,
      'Legacy revenue dashboard',
      REPORTS,
      'mf-analytics',
    ],
    [
      'analytics.reportDownloads',
      'analytics/reportDownloads',
      'Report download',
      REPORTS,
      'mf-analytics',
    ],
  ]),
  ...section('Other', [
    ['recordings.list', 'recordings', 'Recordings', RECORDINGS],
    ['recordings.onDemand', 'recordings/on-demand', 'On-demand recordings', RECORDINGS],
    ['recordings.one', 'recordings/:recordingId', 'Recording', RECORDINGS],
    [
      'integrations.event',
      'event-integration',
      'Integrations',
      any('EVENT_INTEGRATIONS_WRITE'),
      'mf-integrations',
      WITH_THIRD_PARTY,
    ],
    ['settings.home', 'settings', 'Settings', any('SETTINGS_WRITE')],
    ['settings.widgets', 'settings/widgets', 'Widgets', any('WIDGETS_WRITE')],
    ['settings.languages', 'settings/languages', 'Languages', any('SETTINGS_WRITE')],
    ['surveys.list', 'surveys', 'Surveys', SURVEYS],
    ['surveys.create', 'surveys/create', 'Create survey', SURVEYS],
    ['surveys.edit', 'surveys/edit/:surveyId', 'Edit survey', SURVEYS],
    ['surveys.editGroup', 'surveys/edit/:surveyId/:groupId', 'Edit survey group', SURVEYS],
    ['games.list', 'games', 'Games', GAMES],
    ['games.leaderboard', 'games/leaderboard', 'Leaderboard', GAMES],
    ['games.create', 'games/create', 'Create game', GAMES],
    ['games.one', 'games/:gameId', 'Game', GAMES],
    ['games.task', 'games/:gameId/task', 'Game task', GAMES],
    ['games.submissions', 'games/task/:taskId/submission', 'Task submissions', GAMES],
    [
      'games.submission',
      'games/task/:taskId/submission/:rewardAssignmentId',
      'Task submission',
      GAMES,
    ],
    [
      'sideEvents.list',
      'side-event',
      'Field events',
      any('EVENT_MANAGEMENT_EVENT_ACTIONS_READ'),
      'shell',
      ['THIRD_PARTY'],
    ],
    ['portal.one', 'portal/:portalId', 'Portal setup', BASIC, 'shell', ['EVENT']],
  ]),
  ...section('Series and hub', [
    ['hub.info', 'info', 'Info', BASIC, 'shell', SERIES_AND_HUB],
    [
      'hub.eventWebinar',
      'event-webinar',
      'Events / Webinars',
      any('EVENT_MANAGEMENT_EVENT_ACTIONS_READ'),
      'shell',
      SERIES_AND_HUB,
    ],
    [
      'hub.eventWebinarCreate',
      'event-webinar/:eventTypeToCreate/create',
      'Create event',
      any('EVENT_MANAGEMENT_EVENT_ACTIONS_WRITE'),
      'shell',
      ['SERIES'],
    ],
    [
      'hub.domainSettings',
      'domain-settings',
      'Domain settings',
      any('EVENT_MANAGEMENT_DOMAIN_SETTINGS_WRITE'),
      'shell',
      SERIES_AND_HUB,
    ],
    ['hub.widgets', 'widgets', 'Widgets', any('WIDGETS_WRITE'), 'shell', ['HUB']],
  ]),
];

const TOP_ROUTES: RouteDef[] = [
  {
    key: 'top.dashboard',
    scope: 'top',
    path: '/dashboard',
    title: 'Dashboard',
    area: 'Dashboard',
    app: 'shell',
    requirement: null,
    eventTypes: [],
  },
  {
    key: 'top.integrationList',
    scope: 'top',
    path: '/dashboard/integration/list',
    title: 'Integrations',
    area: 'Dashboard',
    app: 'mf-integrations',
    requirement: null,
    eventTypes: [],
  },
  {
    key: 'top.accountSessions',
    scope: 'top',
    path: '/account/sessions',
    title: 'Your sessions',
    area: 'Account',
    app: 'shell',
    requirement: null,
    eventTypes: [],
  },
  {
    key: 'top.createEvent',
    scope: 'top',
    path: '/:eventTypeToCreate/event/create',
    title: 'Create event',
    area: 'Dashboard',
    app: 'shell',
    requirement: null,
    eventTypes: [],
  },
];

export const ROUTES: readonly RouteDef[] = [...EVENT_ROUTES, ...TOP_ROUTES];

export const ROUTES_BY_KEY: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.key, r]));

export function routeByKey(key: string): RouteDef {
  const route = ROUTES_BY_KEY.get(key);
  if (!route) throw new Error(`Unknown route key: ${key}`);
  return route;
}

export function routesOf(app: AppName): RouteDef[] {
  return ROUTES.filter((r) => r.app === app);
}

/** Fills `:param` segments; throws when one is missing so a broken link fails loudly in tests. */
export function fillPath(
  pattern: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The absolute URL of a route for one event. */
export function eventRoutePath(
  eventBase: string,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const route = routeByKey(key);
  const path =
    route.scope === 'top'
      ? fillPath(route.path, params)
      : `${eventBase}/${fillPath(route.path.replace('/*', ''), params)}`;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
