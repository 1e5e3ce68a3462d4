import { ROUTES, ROUTES_BY_KEY, type EventAccess, type RouteDef } from '@console/shared/contract';
import { decideRouteAccess, type RouteFacts } from '../guards/route-access';

/**
 * Pages of the catalogue that no menu lists, offered as links from the page they belong to,
 * so every route stays reachable by clicking (docs/decisions/0007-sidebar-choices.md).
 */
const EXTRA: Readonly<Record<string, readonly string[]>> = {
  'people.attendees': ['people.attendeeOtp', 'people.incomplete'],
  'venue.schedule': ['venue.sessionGroup'],
  'registration.page': [
    'registration.home',
    'registration.list',
    'registration.pageSettings',
    'registration.create',
    'registration.templateEdit',
  ],
  'registration.advancedSettings': [
    'registration.tickets',
    'registration.coupons',
    'registration.transactions',
    'registration.settings',
    'registration.addOns',
    'registration.discounts',
  ],
  'registration.tickets': [
    'registration.coupons',
    'registration.transactions',
    'registration.settings',
    'registration.addOns',
    'registration.discounts',
  ],
  'settings.home': ['settings.languages', 'settings.widgets'],
  'hub.info': ['hub.widgets'],
};

/**
 * Sub-pages without parameters (e.g. tickets/create) plus the extra links above, that this user
 * may open here (the route guard: permissions and feature flags).
 */
export function relatedRoutes(
  route: Pick<RouteDef, 'key' | 'path'>,
  access: Pick<EventAccess, 'permissions' | 'isOrganizer' | 'isBoothOwner'>,
  facts: RouteFacts,
): RouteDef[] {
  const children = ROUTES.filter(
    (r) =>
      r.scope === 'event' &&
      r.path.startsWith(`${route.path}/`) &&
      !r.path.includes(':') &&
      !r.path.includes('*'),
  );
  const extras = (EXTRA[route.key] ?? [])
    .map((key) => ROUTES_BY_KEY.get(key))
    .filter((r): r is RouteDef => r !== undefined);
  const seen = new Set<string>();
  return [...children, ...extras].filter((r) => {
    if (seen.has(r.key) || r.key === route.key) return false;
    seen.add(r.key);
    return (
      r.eventTypes.includes(facts.event.type) &&
      decideRouteAccess(r, access, facts).kind === 'allow'
    );
  });
}
