import { remotePageForLocation } from './remote-page-for-location';

describe('remotePageForLocation', () => {
  it.each([
    ['/event/12/people/audiences', 'mf-people', 'people.audiences'],
    ['/event/12/people/approvals', 'mf-approvals', 'people.approvals'],
    ['/webinar/7/analytics/reports', 'mf-analytics', 'analytics.reports'],
    ['/dashboard/integration/list', 'mf-integrations', 'top.integrationList'],
  ])('%s is rendered by %s, page %s', (pathname, remote, routeKey) => {
    expect(remotePageForLocation(pathname)).toEqual({ remote, routeKey });
  });

  it.each(['/dashboard', '/login', '/event/12', '/event/12/communication/outbox', '/nowhere'])(
    '%s is rendered by no remote',
    (pathname) => {
      expect(remotePageForLocation(pathname)).toBeUndefined();
    },
  );
});
