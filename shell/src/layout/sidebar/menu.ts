/**
 * The sidebar menus, as data: sections of catalogue route keys with the conditions of
 * spec §2.2-2.7. Labels default to the route's title. buildSidebar() applies them, then
 * drops every entry the route guard would not allow: the route's permission and its feature
 * flag (spec §6), both from the catalogue, so no flag is repeated here.
 * Choices where the spec is silent: docs/decisions/0007-sidebar-choices.md.
 */
import type { Event } from '@console/shared/contract';

export interface MenuFacts {
  event: Pick<
    Event,
    'type' | 'eventFormat' | 'isFlex' | 'seriesParentEventId' | 'sideEventParentId'
  >;
  /** Spec §2.2, §5: Integrations is offered only when a supported integration is enabled. */
  hasEnabledIntegration: boolean;
}

export interface MenuItemDef {
  key: string;
  label?: string;
  when?: (facts: MenuFacts) => boolean;
}

export interface MenuSectionDef {
  /** A heading, a function of the facts for sections renamed by event kind, or null for top-level entries. */
  title: string | null | ((facts: MenuFacts) => string);
  items: readonly MenuItemDef[];
  when?: (facts: MenuFacts) => boolean;
  /** 'portals': one entry per enabled portal of the event (flex events, spec §2.2), built from the context. */
  dynamic?: 'portals';
}

const inPerson = (f: MenuFacts) => f.event.eventFormat === 'IN_PERSON';
const physical = (f: MenuFacts) =>
  f.event.eventFormat === 'HYBRID' || f.event.eventFormat === 'IN_PERSON';
const flex = (f: MenuFacts) => f.event.isFlex;
const seriesChild = (f: MenuFacts) => f.event.seriesParentEventId !== null;
const integrations = (f: MenuFacts) => f.hasEnabledIntegration;

/** Console addition (0007): the event's email outbox closes every Communication group. */
const OUTBOX: MenuItemDef = { key: 'communication.outbox' };

/** Console addition (0049): the activity log closes the top-level entries, after Settings. */
const ACTIVITY_LOG: MenuItemDef = { key: 'eventSetup.activityLog' };

const COMMUNICATION: readonly MenuItemDef[] = [
  { key: 'communication.standard' },
  { key: 'communication.custom' },
  { key: 'communication.alerts' },
  { key: 'communication.savedTemplates' },
  { key: 'communication.calendarInvite' },
  OUTBOX,
];

/** Console choice (0007): the spec lists no menu for reports outside webinars; all events get this group. */
const ANALYTICS: MenuSectionDef = {
  title: 'Analytics',
  items: [
    { key: 'analytics.reports' },
    { key: 'analytics.legacyReports' },
    { key: 'analytics.insights' },
    { key: 'analytics.revenue' },
    { key: 'analytics.legacyRevenue' },
    { key: 'analytics.reportDownloads' },
  ],
};

/** Standard (virtual, in-person, hybrid) and flex events, series children included (spec §2.2). */
export const STANDARD_MENU: readonly MenuSectionDef[] = [
  {
    title: (f) => (f.event.isFlex ? 'Event Info' : 'Event Setup'),
    items: [
      { key: 'eventSetup.dashboard' },
      { key: 'eventSetup.legacyDashboard' },
      { key: 'eventSetup.basic' },
      { key: 'eventSetup.branding' },
      { key: 'eventSetup.liveStream', when: (f) => !inPerson(f) },
      { key: 'eventSetup.domainSettings', when: flex },
    ],
  },
  {
    title: 'Registration',
    items: [
      { key: 'registration.page', when: (f) => !seriesChild(f) },
      { key: 'registration.form', when: (f) => !seriesChild(f) && !flex(f) },
      { key: 'registration.tickets', label: 'Ticketing', when: (f) => !seriesChild(f) && flex(f) },
      { key: 'registration.flows', when: (f) => !seriesChild(f) && flex(f) },
      { key: 'registration.advancedSettings' },
    ],
  },
  { title: 'Communication', items: COMMUNICATION },
  {
    title: (f) =>
      !f.event.isFlex
        ? 'Venue Setup'
        : f.event.eventFormat === 'VIRTUAL'
          ? 'Virtual Setup'
          : 'Event Setup',
    items: [
      { key: 'venue.settings' },
      { key: 'venue.schedule' },
      { key: 'venue.lobby' },
      { key: 'venue.stages' },
      { key: 'venue.rooms' },
      { key: 'venue.expo' },
      { key: 'venue.networking' },
      { key: 'venue.engagement' },
      { key: 'venue.locations', when: physical },
      { key: 'venue.sponsors', when: flex },
      { key: 'venue.housing', when: (f) => flex(f) && physical(f) },
    ],
  },
  {
    title: 'People',
    items: [
      { key: 'people.attendees' },
      // Console choice (0007): approvals and abandoned registrations are listed under People.
      { key: 'people.approvals' },
      { key: 'people.speakers' },
      { key: 'people.audiences' },
      { key: 'people.profile', when: (f) => !inPerson(f) },
      { key: 'people.abandoned' },
    ],
  },
  {
    title: null,
    items: [
      { key: 'surveys.list' },
      { key: 'games.list', when: (f) => flex(f) && f.event.eventFormat !== 'VIRTUAL' },
      { key: 'recordings.list' },
      { key: 'integrations.event', when: integrations },
      { key: 'settings.home' },
      ACTIVITY_LOG,
    ],
  },
  { title: 'Portal setup', when: flex, dynamic: 'portals', items: [] },
  // The on-site/analytics entry of hybrid and in-person (non-webinar) events.
  {
    title: 'On-site',
    when: physical,
    items: [{ key: 'onsite.checkInApp' }, { key: 'onsite.leadCapture' }, { key: 'onsite.badges' }],
  },
  ANALYTICS,
];

/** Webinars (spec §2.3). */
export const WEBINAR_MENU: readonly MenuSectionDef[] = [
  {
    title: 'Webinar Details',
    items: [
      { key: 'eventSetup.details' },
      { key: 'eventSetup.branding' },
      { key: 'eventSetup.domainSettings' },
      { key: 'eventSetup.embed' },
    ],
  },
  {
    title: 'Registration',
    items: [
      { key: 'registration.page' },
      { key: 'registration.form' },
      { key: 'registration.advancedSettings' },
    ],
  },
  {
    title: 'Communication',
    items: [
      { key: 'communication.standard' },
      { key: 'communication.custom' },
      { key: 'communication.alerts', label: 'Alerts' },
      { key: 'communication.savedTemplates', label: 'Templates' },
      { key: 'communication.calendarInvite', label: 'Invites' },
      OUTBOX,
    ],
  },
  {
    title: 'People',
    items: [
      { key: 'people.attendees' },
      { key: 'people.approvals' },
      { key: 'people.speakers' },
      { key: 'people.audiences' },
      { key: 'people.abandoned' },
    ],
  },
  { title: null, items: [{ key: 'surveys.list' }, { key: 'venue.engagement' }] },
  {
    title: 'Analytics',
    items: [
      { key: 'analytics.reports' },
      { key: 'analytics.legacyReports' },
      { key: 'analytics.revenue' },
      { key: 'analytics.legacyRevenue' },
      { key: 'analytics.reportDownloads' },
    ],
  },
  {
    title: null,
    items: [
      { key: 'recordings.list' },
      { key: 'integrations.event', when: integrations },
      { key: 'settings.home' },
      ACTIVITY_LOG,
    ],
  },
];

/** Field and side-field events (spec §2.4). */
export const FIELD_MENU: readonly MenuSectionDef[] = [
  {
    title: 'Event Info',
    items: [
      { key: 'eventSetup.dashboard' },
      { key: 'eventSetup.basic', label: 'Basic info' },
      { key: 'eventSetup.branding' },
      { key: 'eventSetup.domainSettings' },
    ],
  },
  {
    title: 'Registration',
    items: [
      { key: 'registration.page' },
      { key: 'registration.flows', label: 'Flows' },
      { key: 'registration.advancedSettings' },
    ],
  },
  { title: 'Communication', items: COMMUNICATION },
  { title: 'Event Setup', items: [{ key: 'venue.locations' }, { key: 'venue.schedule' }] },
  {
    title: 'People',
    items: [
      { key: 'people.attendees' },
      { key: 'people.approvals' },
      { key: 'people.speakers' },
      { key: 'people.audiences' },
      { key: 'people.profile', when: (f) => !inPerson(f) },
      { key: 'people.abandoned' },
    ],
  },
  {
    title: 'On-site',
    items: [{ key: 'onsite.checkInApp' }, { key: 'onsite.leadCapture' }, { key: 'onsite.badges' }],
  },
  ANALYTICS,
  {
    title: null,
    items: [
      { key: 'integrations.event', when: integrations },
      { key: 'settings.widgets', when: (f) => f.event.type === 'SIDE_FIELD' },
      { key: 'settings.home', when: (f) => f.event.type !== 'SIDE_FIELD' },
      ACTIVITY_LOG,
    ],
  },
];

/** Third-party events (spec §2.5): Event info, Communication, Leads, On-site, Field events, Integrations. */
export const THIRD_PARTY_MENU: readonly MenuSectionDef[] = [
  { title: null, items: [{ key: 'eventSetup.basic', label: 'Event info' }] },
  {
    title: 'Communication',
    items: [
      { key: 'communication.standard' },
      { key: 'communication.custom' },
      { key: 'communication.savedTemplates' },
      OUTBOX,
    ],
  },
  { title: null, items: [{ key: 'people.leads' }] },
  { title: 'On-site', items: [{ key: 'onsite.checkInApp' }, { key: 'onsite.leadCapture' }] },
  {
    title: null,
    // Spec §2.5 lists Integrations unconditionally here: only its permission decides.
    items: [{ key: 'sideEvents.list' }, { key: 'integrations.event' }],
  },
];

/** Series (spec §2.6). */
export const SERIES_MENU: readonly MenuSectionDef[] = [
  { title: null, items: [{ key: 'hub.info', label: 'Series info' }] },
  {
    title: 'Registration',
    items: [
      { key: 'registration.page' },
      { key: 'registration.form' },
      { key: 'registration.advancedSettings' },
    ],
  },
  { title: null, items: [{ key: 'hub.eventWebinar' }] },
  {
    title: 'People',
    items: [{ key: 'people.attendees' }, { key: 'people.approvals' }, { key: 'people.audiences' }],
  },
  {
    title: 'Communication',
    items: [{ key: 'communication.standard' }, { key: 'communication.savedTemplates' }, OUTBOX],
  },
  { title: null, items: [{ key: 'hub.domainSettings' }, ACTIVITY_LOG] },
];

/** Hubs (spec §2.7): Hub info, Landing Page, Events / Webinars, Domain settings. */
export const HUB_MENU: readonly MenuSectionDef[] = [
  {
    title: null,
    items: [
      { key: 'hub.info', label: 'Hub info' },
      { key: 'registration.page', label: 'Landing Page' },
      { key: 'hub.eventWebinar' },
      { key: 'hub.domainSettings' },
    ],
  },
];

export function menuFor(type: Event['type']): readonly MenuSectionDef[] {
  switch (type) {
    case 'WEBINAR':
      return WEBINAR_MENU;
    case 'FIELD':
    case 'SIDE_FIELD':
      return FIELD_MENU;
    case 'THIRD_PARTY':
      return THIRD_PARTY_MENU;
    case 'SERIES':
      return SERIES_MENU;
    case 'HUB':
      return HUB_MENU;
    default:
      return STANDARD_MENU;
  }
}
