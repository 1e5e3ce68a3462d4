import { routeByKey, type Permission } from '@console/shared/contract';
import { anAccess } from '../test/fixtures';
import { decideRouteAccess, infoRouteKey } from './route-access';

describe('decideRouteAccess', () => {
  const organizer = anAccess();
  const readOnlyMember = anAccess({ isOrganizer: false, role: 'MODERATOR', permissions: ['EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ', 'ANALYTICS_REPORTS_READ'] });
  const boothOwner = anAccess({ isOrganizer: false, role: 'SPONSOR', isBoothOwner: true, ownedBoothIds: [3], permissions: [] });
  const only = (...permissions: Permission[]) => anAccess({ isOrganizer: false, role: 'SPEAKER', permissions });

  it.each([
    ['a route without requirement', 'top.dashboard', only(), 'allow'],
    ['an organizer with every permission', 'people.approvals', organizer, 'allow'],
    ['the permission the route needs', 'people.approvals', only('PEOPLE_ATTENDEES_WRITE'), 'allow'],
    ['a member without it', 'people.approvals', readOnlyMember, 'deny'],
    ['any one of the audiences permissions (invite list)', 'people.audiences', only('PEOPLE_INVITE_LIST_WRITE'), 'allow'],
    ['any one of the audiences permissions (access control)', 'people.audiences', only('PEOPLE_ACCESS_CONTROL_WRITE'), 'allow'],
    ['audience detail needs audience groups write', 'people.audienceDetail', only('PEOPLE_INVITE_LIST_WRITE'), 'deny'],
    ['reports with the read permission', 'analytics.reports', readOnlyMember, 'allow'],
    ['integrations without EVENT_INTEGRATIONS_WRITE', 'integrations.event', readOnlyMember, 'deny'],
    ['the expo route for a booth owner without permissions', 'venue.expo', boothOwner, 'allow'],
    ['the expo route for a non-owner without permission', 'venue.expo', readOnlyMember, 'deny'],
  ])('%s: %s → %s', (_label, key, access, expected) => {
    expect(decideRouteAccess(routeByKey(key), access).kind).toBe(expected);
  });

  it('keeps a booth owner who is not an organizer to the expo route', () => {
    expect(decideRouteAccess(routeByKey('people.attendees'), boothOwner)).toEqual({ kind: 'redirect', toKey: 'venue.expo' });
  });

  it('lets a booth owner open routes their permissions allow', () => {
    const owner = { ...boothOwner, permissions: ['ANALYTICS_REPORTS_READ' as const] };
    expect(decideRouteAccess(routeByKey('analytics.reports'), owner).kind).toBe('allow');
  });
});

describe('infoRouteKey', () => {
  it.each([
    ['EVENT', 'eventSetup.basic'],
    ['FIELD', 'eventSetup.basic'],
    ['WEBINAR', 'eventSetup.details'],
    ['SERIES', 'hub.info'],
    ['HUB', 'hub.info'],
  ] as const)('%s → %s', (type, key) => expect(infoRouteKey(type)).toBe(key));
});
