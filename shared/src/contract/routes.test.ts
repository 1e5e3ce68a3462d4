import { PERMISSIONS } from './permissions';
import { ROUTES, eventRoutePath, fillPath, routeByKey, routesOf } from './routes';

describe('route catalogue', () => {
  it('has unique keys', () => {
    const keys = ROUTES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has no two routes on the same path for the same event type', () => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      const types = route.scope === 'top' ? ['top'] : route.eventTypes;
      for (const type of types) {
        const id = `${type} ${route.path}`;
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
  });

  it('names only known permissions', () => {
    const known = new Set<string>(PERMISSIONS);
    for (const route of ROUTES) {
      for (const permission of route.requirement?.anyOf ?? [])
        expect(known.has(permission)).toBe(true);
    }
  });

  it('guards every event route except the spec-free ones with a permission', () => {
    const unguarded = ROUTES.filter((r) => r.scope === 'event' && r.requirement === null);
    expect(unguarded).toEqual([]);
  });

  it('gives the audiences list any of the three people permissions (spec §6)', () => {
    expect(routeByKey('people.audiences').requirement?.anyOf).toEqual([
      'PEOPLE_AUDIENCE_GROUPS_WRITE',
      'PEOPLE_INVITE_LIST_WRITE',
      'PEOPLE_ACCESS_CONTROL_WRITE',
    ]);
  });

  it('lets a booth owner into the expo route only', () => {
    expect(ROUTES.filter((r) => r.requirement?.boothOwnerAllowed).map((r) => r.key)).toEqual([
      'venue.expo',
    ]);
  });

  it('assigns each remote its pages', () => {
    expect(routesOf('mf-approvals').map((r) => r.key)).toEqual([
      'people.approvals',
      'people.approvalDetail',
    ]);
    expect(routesOf('mf-people').map((r) => r.key)).toContain('people.audiences');
  });

  it('fills parameters and refuses a missing one', () => {
    expect(
      fillPath('people/approvals/:flowId/:flowContextId', { flowId: 3, flowContextId: 'a b' }),
    ).toBe('people/approvals/3/a%20b');
    expect(() => fillPath('people/audiences/:audienceGroupId')).toThrow('audienceGroupId');
  });

  it('builds event and top-level URLs with a query', () => {
    expect(
      eventRoutePath('/event/7', 'people.audiences', {}, { selectedTab: 'INVITE_LISTS' }),
    ).toBe('/event/7/people/audiences?selectedTab=INVITE_LISTS');
    expect(eventRoutePath('/event/7', 'top.dashboard')).toBe('/dashboard');
  });
});
