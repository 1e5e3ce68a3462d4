import { LEGACY_SHORT_PATHS, legacyRedirectPath } from './legacy-redirects';

describe('legacy redirects (§2.8)', () => {
  it('covers the 23 short paths of the spec', () => {
    expect(LEGACY_SHORT_PATHS).toHaveLength(23);
  });

  it.each([
    ['EVENT', 'basic', 'event-setup/basic'],
    ['WEBINAR', 'basic', 'event-setup/details'],
    ['EVENT', 'branding', 'event-setup/branding'],
    ['EVENT', 'live-stream', 'event-setup/live-stream'],
    ['EVENT', 'tickets', 'registration/tickets'],
    ['EVENT', 'registration-form', 'registration/form'],
    ['EVENT', 'advanced-settings', 'registration/advanced-settings'],
    ['EVENT', 'venueSettings', 'venue-setup/venueSettings'],
    ['EVENT', 'schedule', 'venue-setup/schedule'],
    ['EVENT', 'lobby', 'venue-setup/lobby'],
    ['EVENT', 'stages', 'venue-setup/stages'],
    ['EVENT', 'discussion', 'venue-setup/discussion'],
    ['EVENT', 'networking', 'venue-setup/networking'],
    ['EVENT', 'expo', 'venue-setup/expo'],
    ['EVENT', 'engagement', 'venue-setup/engagement'],
    ['EVENT', 'sponsors', 'venue-setup/sponsors'],
    ['EVENT', 'speakers', 'people/speakers'],
    ['EVENT', 'attendees', 'people/attendees'],
    ['EVENT', 'approvals', 'people/approvals'],
    ['EVENT', 'accessGroups', 'people/audiences?selectedTab=EXPERIENCE_MANAGEMENT'],
    ['EVENT', 'profile', 'people/profile'],
    ['EVENT', 'insights', 'analytics/insights'],
    ['EVENT', 'reports', 'analytics/reports'],
    ['EVENT', 'reportDownloads', 'analytics/reportDownloads'],
  ] as const)('%s /%s goes to %s', (type, short, target) => {
    expect(legacyRedirectPath(type, short)).toBe(target);
  });

  it('keeps the query string', () => {
    expect(legacyRedirectPath('EVENT', 'approvals', '?hubId=4&x=1')).toBe(
      'people/approvals?hubId=4&x=1',
    );
  });

  it('ignores paths that are not legacy', () => {
    expect(legacyRedirectPath('EVENT', 'people')).toBeNull();
  });
});
