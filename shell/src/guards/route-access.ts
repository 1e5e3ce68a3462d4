import { hasAnyPermission, type EventAccess, type EventType, type RouteDef } from '@console/shared/contract';

export type RouteAccessDecision =
  | { kind: 'allow' }
  | { kind: 'deny' }
  /** A booth owner who is not an organizer is kept to the expo (booth) routes. */
  | { kind: 'redirect'; toKey: string };

export const BOOTH_ROUTE_KEY = 'venue.expo';

type AccessFacts = Pick<EventAccess, 'permissions' | 'isOrganizer' | 'isBoothOwner'>;

/** The guard of every catalogue route (spec §2.1, §6), as a pure decision. */
export function decideRouteAccess(route: Pick<RouteDef, 'key' | 'requirement'>, access: AccessFacts): RouteAccessDecision {
  const boothOnly = !access.isOrganizer && access.isBoothOwner;
  if (boothOnly && route.requirement?.boothOwnerAllowed) return { kind: 'allow' };
  if (boothOnly && route.key !== BOOTH_ROUTE_KEY && !hasRequirement(route, access)) {
    return { kind: 'redirect', toKey: BOOTH_ROUTE_KEY };
  }
  return hasRequirement(route, access) ? { kind: 'allow' } : { kind: 'deny' };
}

function hasRequirement(route: Pick<RouteDef, 'requirement'>, access: AccessFacts): boolean {
  if (route.requirement === null) return true;
  return hasAnyPermission(access.permissions, route.requirement);
}

/** The info page a denied user falls back to: details for webinars, info for series and hubs. */
export function infoRouteKey(type: EventType): string {
  if (type === 'WEBINAR') return 'eventSetup.details';
  if (type === 'SERIES' || type === 'HUB') return 'hub.info';
  return 'eventSetup.basic';
}
