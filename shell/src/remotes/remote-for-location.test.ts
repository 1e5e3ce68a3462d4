import { remoteForLocation } from './remote-for-location';

describe('remoteForLocation', () => {
  it.each([
    ['/event/12/people/audiences', 'mf-people'],
    ['/event/12/people/approvals', 'mf-approvals'],
    ['/webinar/7/analytics/reports', 'mf-analytics'],
    ['/dashboard/integration/list', 'mf-integrations'],
  ])('%s is rendered by %s', (pathname, remote) => {
    expect(remoteForLocation(pathname)).toBe(remote);
  });

  it.each(['/dashboard', '/login', '/event/12', '/event/12/communication/outbox', '/nowhere'])(
    '%s is rendered by no remote',
    (pathname) => {
      expect(remoteForLocation(pathname)).toBeUndefined();
    },
  );
});
