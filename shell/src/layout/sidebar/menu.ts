/**
 * The sidebar menus, as data: sections of catalogue route keys with the conditions of
 * spec §2.2-2.7. Labels default to the route's title. buildSidebar() applies them.
 */
import type { Event, FeatureFlags } from '@console/shared/contract';

export interface MenuFacts {
  event: Pick<Event, 'type' | 'eventFormat' | 'isFlex' | 'seriesParentEventId' | 'sideEventParentId'>;
  flags: FeatureFlags;
  /** Spec §2.2: Integrations is offered only when a supported integration is enabled. Unknown = offered. */
  hasEnabledIntegration: boolean;
}

export interface MenuItemDef {
  key: string;
  label?: string;
  when?: (facts: MenuFacts) => boolean;
}

export interface MenuSectionDef {
  /** A string, or a function of the facts for sections renamed by event kind. */
  title: string | ((facts: MenuFacts) => string);
  items: readonly MenuItemDef[];
  when?: (facts: MenuFacts) => boolean;
}

const inPerson = (f: MenuFacts) => f.event.eventFormat === 'IN_PERSON';
const physical = (f: MenuFacts) => f.event.eventFormat === 'HYBRID' || f.event.eventFormat === 'IN_PERSON';
const flex = (f: MenuFacts) => f.event.isFlex;
const seriesChild = (f: MenuFacts) => f.event.seriesParentEventId !== null;
const legacy = (f: MenuFacts) => f.flags.ENABLE_LEGACY_ANALYTICS;

/** Standard and flex events (spec §2.2). */
export const STANDARD_MENU: readonly MenuSectionDef[] = [
  {
    title: (f) => (f.event.isFlex ? 'Event Info' : 'Event Setup'),
    items: [
      { key: 'eventSetup.dashboard' },
      { key: 'eventSetup.legacyDashboard', when: legacy },
      { key: 'eventSetup.basic' },
      { key: 'eventSetup.branding' },
      { key: 'eventSetup.liveStream', when: (f) => !inPerson(f) },
      { key: 'eventSetup.domainSettings', when: (f) => flex(f) && (!seriesChild(f) || f.flags.ENABLE_FLEX_SERIES) },
    ],
  },
  {
    title: 'Registration',
    items: [
      { key: 'registration.page', label: 'Registration page', when: (f) => !seriesChild(f) },
      { key: 'registration.form', when: (f) => !seriesChild(f) && !flex(f) },
      { key: 'registration.tickets', label: 'Ticketing', when: (f) => !seriesChild(f) && flex(f) },
      { key: 'registration.flows', label: 'Registration flows', when: (f) => !seriesChild(f) && flex(f) },
      { key: 'registration.advancedSettings' },
    ],
  },
  {
    title: 'Communication',
    items: [
      { key: 'communication.standard' },
      { key: 'communication.custom' },
      { key: 'communication.alerts' },
      { key: 'communication.savedTemplates' },
      { key: 'communication.calendarInvite' },
    ],
  },
  {
    title: (f) => (!f.event.isFlex ? 'Venue Setup' : f.event.eventFormat === 'VIRTUAL' ? 'Virtual Setup' : 'Event Setup'),
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
      // Console choice: approvals and abandoned registrations are reachable from the menu.
      { key: 'people.approvals' },
      { key: 'people.speakers' },
      { key: 'people.audiences' },
      { key: 'people.abandoned' },
      { key: 'people.profile', when: (f) => !inPerson(f) },
    ],
  },
  {
    title: 'Analytics',
    items: [
      { key: 'analytics.reports' },
      { key: 'analytics.legacyReports', when: legacy },
      { key: 'analytics.insights' },
      { key: 'analytics.revenue' },
      { key: 'analytics.legacyRevenue', when: legacy },
      { key: 'analytics.reportDownloads' },
    ],
  },
  {
    title: 'On-site',
    when: physical,
    items: [{ key: 'onsite.checkInApp' }, { key: 'onsite.leadCapture' }, { key: 'onsite.badges' }],
  },
  {
    title: 'More',
    items: [
      { key: 'surveys.list' },
      { key: 'games.list', when: (f) => flex(f) && f.event.eventFormat !== 'VIRTUAL' && f.flags.ENABLE_GAMIFICATION },
      { key: 'recordings.list' },
      { key: 'integrations.event', when: (f) => f.hasEnabledIntegration },
      { key: 'settings.home' },
    ],
  },
];

/** Webinars (spec §2.3). */
export const WEBINAR_MENU: readonly MenuSectionDef[] = [
  {
    title: 'Webinar Details',
    items: [
      { key: 'eventSetup.details' },
      { key: 'eventSetup.branding' },
      { key: 'eventSetup.domainSettings' },
      { key: 'eventSetup.embed', when: (f) => f.flags.ENABLE_WEBINAR_EMBED },
    ],
  },
  {
    title: 'Registration',
    items: [{ key: 'registration.page', label: 'Registration page' }, { key: 'registration.form' }, { key: 'registration.advancedSettings' }],
  },
  {
    title: 'Communication',
    items: [
      { key: 'communication.standard' },
      { key: 'communication.custom' },
      { key: 'communication.alerts', label: 'Alerts' },
      { key: 'communication.savedTemplates', label: 'Templates' },
      { key: 'communication.calendarInvite', label: 'Invites' },
    ],
  },
  {
    title: 'People',
    items: [{ key: 'people.attendees' }, { key: 'people.approvals' }, { key: 'people.speakers' }, { key: 'people.audiences' }],
  },
  { title: 'Engage', items: [{ key: 'surveys.list' }, { key: 'venue.engagement' }] },
  {
    title: 'Analytics',
    items: [
      { key: 'analytics.reports' },
      { key: 'analytics.legacyReports', when: legacy },
      { key: 'analytics.revenue' },
      { key: 'analytics.legacyRevenue', when: legacy },
      { key: 'analytics.reportDownloads' },
    ],
  },
  {
    title: 'More',
    items: [
      { key: 'recordings.list' },
      { key: 'integrations.event', when: (f) => f.hasEnabledIntegration },
      { key: 'settings.home' },
    ],
  },
];

/** Field and side-field events (spec §2.4). */
export const FIELD_MENU: readonly MenuSectionDef[] = [
  {
    title: 'Event Info',
    items: [{ key: 'eventSetup.dashboard' }, { key: 'eventSetup.basic', label: 'Basic info' }, { key: 'eventSetup.branding' }, { key: 'eventSetup.domainSettings' }],
  },
  {
    title: 'Registration',
    items: [{ key: 'registration.page', label: 'Registration page' }, { key: 'registration.flows', label: 'Flows' }, { key: 'registration.advancedSettings' }],
  },
  { title: 'Communication', items: [{ key: 'communication.standard' }, { key: 'communication.custom' }, { key: 'communication.savedTemplates' }] },
  { title: 'Event Setup', items: [{ key: 'venue.locations' }, { key: 'venue.schedule' }] },
  { title: 'People', items: [{ key: 'people.attendees' }, { key: 'people.approvals' }, { key: 'people.speakers' }, { key: 'people.audiences' }] },
  {
    title: 'On-site',
    items: [{ key: 'onsite.checkInApp' }, { key: 'onsite.leadCapture' }, { key: 'onsite.badges' }],
  },
  {
    title: 'More',
    items: [
      { key: 'analytics.reports', label: 'Analytics' },
      { key: 'integrations.event', when: (f) => f.hasEnabledIntegration },
      { key: 'settings.widgets', when: (f) => f.event.type === 'SIDE_FIELD' },
      { key: 'settings.home', when: (f) => f.event.type !== 'SIDE_FIELD' },
    ],
  },
];

/** Third-party events (spec §2.5). */
export const THIRD_PARTY_MENU: readonly MenuSectionDef[] = [
  { title: 'Event info', items: [{ key: 'eventSetup.basic', label: 'Event info' }] },
  { title: 'Communication', items: [{ key: 'communication.standard' }, { key: 'communication.custom' }, { key: 'communication.savedTemplates' }] },
  { title: 'More', items: [{ key: 'people.leads' }, { key: 'sideEvents.list' }, { key: 'integrations.event' }] },
];

/** Series (spec §2.6). */
export const SERIES_MENU: readonly MenuSectionDef[] = [
  { title: 'Series', items: [{ key: 'hub.info', label: 'Series info' }] },
  {
    title: 'Registration',
    items: [{ key: 'registration.page', label: 'Registration page' }, { key: 'registration.form' }, { key: 'registration.advancedSettings' }],
  },
  { title: 'Events', items: [{ key: 'hub.eventWebinar' }] },
  {
    title: 'People',
    items: [{ key: 'people.attendees' }, { key: 'people.approvals' }, { key: 'people.audiences', when: (f) => f.flags.ENABLE_FLEX_SERIES }],
  },
  { title: 'Communication', items: [{ key: 'communication.standard' }, { key: 'communication.savedTemplates' }] },
  { title: 'Settings', items: [{ key: 'hub.domainSettings' }] },
];

/** Hubs (spec §2.7). */
export const HUB_MENU: readonly MenuSectionDef[] = [
  { title: 'Hub', items: [{ key: 'hub.info', label: 'Hub info' }, { key: 'registration.page', label: 'Landing Page' }] },
  { title: 'Events', items: [{ key: 'hub.eventWebinar' }] },
  { title: 'Settings', items: [{ key: 'hub.domainSettings' }, { key: 'hub.widgets' }] },
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
