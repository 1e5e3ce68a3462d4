import type { Permission } from '@console/shared/contract';
import { anAccess, anEvent, flags } from '../../test/fixtures';
import { buildSidebar, firstSidebarHref } from './build-sidebar';

const keys = (sections: ReturnType<typeof buildSidebar>) => sections.flatMap((s) => s.entries.map((e) => e.key));
const titles = (sections: ReturnType<typeof buildSidebar>) => sections.map((s) => s.title);

describe('buildSidebar (standard and flex events)', () => {
  it('offers the standard sections of spec §2.2 to an organizer', () => {
    const sections = buildSidebar(anEvent(), anAccess(), flags());
    expect(titles(sections)).toEqual(expect.arrayContaining(['Event Setup', 'Registration', 'Communication', 'Venue Setup', 'People']));
    expect(keys(sections)).toEqual(
      expect.arrayContaining(['eventSetup.dashboard', 'eventSetup.basic', 'registration.form', 'communication.calendarInvite', 'people.audiences', 'surveys.list', 'recordings.list', 'integrations.event', 'settings.home']),
    );
    expect(keys(sections)).not.toContain('eventSetup.legacyDashboard');
    expect(keys(sections)).not.toContain('registration.flows');
    expect(keys(sections)).not.toContain('venue.locations');
    expect(sections[0]?.entries[0]?.href).toBe('/event/7/event-setup/dashboard');
  });

  it('shows the legacy dashboard only under the legacy analytics flag', () => {
    expect(keys(buildSidebar(anEvent(), anAccess(), flags({ ENABLE_LEGACY_ANALYTICS: true })))).toContain('eventSetup.legacyDashboard');
  });

  it('hides live stream and profile for in-person events and shows locations and on-site', () => {
    const k = keys(buildSidebar(anEvent({ eventFormat: 'IN_PERSON' }), anAccess(), flags()));
    expect(k).not.toContain('eventSetup.liveStream');
    expect(k).not.toContain('people.profile');
    expect(k).toEqual(expect.arrayContaining(['venue.locations', 'onsite.checkInApp']));
  });

  it('uses the flex registration entries, sponsors, housing and games for flex events', () => {
    const sections = buildSidebar(anEvent({ isFlex: true, eventFormat: 'HYBRID' }), anAccess(), flags({ ENABLE_GAMIFICATION: true }));
    const k = keys(sections);
    expect(k).toEqual(expect.arrayContaining(['registration.tickets', 'registration.flows', 'venue.sponsors', 'venue.housing', 'games.list', 'eventSetup.domainSettings']));
    expect(k).not.toContain('registration.form');
    expect(titles(sections)).toContain('Event Info');
  });

  it('hides games without the gamification flag and for virtual flex events', () => {
    expect(keys(buildSidebar(anEvent({ isFlex: true, eventFormat: 'HYBRID' }), anAccess(), flags()))).not.toContain('games.list');
    expect(keys(buildSidebar(anEvent({ isFlex: true }), anAccess(), flags({ ENABLE_GAMIFICATION: true })))).not.toContain('games.list');
  });

  it('gives a series child only advanced settings under Registration, and domain settings only with flex-series', () => {
    const child = anEvent({ isFlex: true, seriesParentEventId: 3 });
    const sections = buildSidebar(child, anAccess(), flags());
    expect(sections.find((s) => s.title === 'Registration')?.entries.map((e) => e.key)).toEqual(['registration.advancedSettings']);
    expect(keys(sections)).not.toContain('eventSetup.domainSettings');
    expect(keys(buildSidebar(child, anAccess(), flags({ ENABLE_FLEX_SERIES: true })))).toContain('eventSetup.domainSettings');
  });

  it('offers Integrations only when an integration is enabled', () => {
    expect(keys(buildSidebar(anEvent(), anAccess(), flags(), { hasEnabledIntegration: false }))).not.toContain('integrations.event');
  });

  it('does not offer entries the user may not open, and drops empty sections', () => {
    const permissions: Permission[] = ['PEOPLE_ATTENDEES_WRITE', 'ANALYTICS_REPORTS_READ'];
    const sections = buildSidebar(anEvent(), anAccess({ isOrganizer: false, role: 'MODERATOR', permissions }), flags());
    expect(keys(sections)).toEqual(expect.arrayContaining(['people.attendees', 'people.approvals', 'analytics.reports']));
    expect(keys(sections)).not.toContain('people.audiences');
    expect(keys(sections)).not.toContain('settings.home');
    expect(titles(sections)).not.toContain('Communication');
    expect(firstSidebarHref(sections)).toBe('/event/7/people/attendees');
  });
});

describe('buildSidebar (other layouts)', () => {
  it('uses the webinar menu with the embed entry under its flag', () => {
    const webinar = anEvent({ type: 'WEBINAR' });
    expect(keys(buildSidebar(webinar, anAccess(), flags()))).not.toContain('eventSetup.embed');
    const sections = buildSidebar(webinar, anAccess(), flags({ ENABLE_WEBINAR_EMBED: true }));
    expect(keys(sections)).toEqual(expect.arrayContaining(['eventSetup.details', 'eventSetup.embed']));
    expect(sections[0]?.entries[0]?.href).toBe('/webinar/7/event-setup/details');
  });

  it('gives series their own menu', () => {
    const k = keys(buildSidebar(anEvent({ type: 'SERIES' }), anAccess(), flags()));
    expect(k).toEqual(expect.arrayContaining(['hub.info', 'hub.eventWebinar', 'people.attendees']));
    expect(k).not.toContain('people.audiences');
  });

  it('uses the third-party menu', () => {
    expect(keys(buildSidebar(anEvent({ type: 'THIRD_PARTY' }), anAccess(), flags()))).toEqual(
      expect.arrayContaining(['eventSetup.basic', 'people.leads', 'sideEvents.list', 'integrations.event']),
    );
  });
});
