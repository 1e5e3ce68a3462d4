/**
 * Links from one page to another page of the console, offered only to a user the shell would let
 * in: the route exists for the event's type, its feature flag is on here (spec §6) and the user
 * holds its permission (the catalogue's requirement). The shell's guard decides again on arrival;
 * this only keeps a page from showing a link that ends on a permission-denied page.
 */
import {
  hasAnyPermission,
  requiredFlag,
  routeByKey,
  type Event,
  type EventAccess,
  type FeatureFlags,
} from '@console/shared/contract';
import { useShellContext } from './shell-context';

/** Builds the address of one catalogue route for the current event. */
export type RouteLink = (
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
) => string;

/** Whether the shell would open this catalogue route of the event for this user. */
export function mayOpenRoute(
  key: string,
  event: Pick<Event, 'type' | 'seriesParentEventId'>,
  access: Pick<EventAccess, 'permissions'>,
  flags: FeatureFlags,
): boolean {
  const route = routeByKey(key);
  if (route.scope !== 'event' || !route.eventTypes.includes(event.type)) return false;
  const flag = requiredFlag(route, event);
  if (flag !== null && !flags[flag]) return false;
  return route.requirement === null || hasAnyPermission(access.permissions, route.requirement);
}

/** The builder of a route's address, or null when the user may not open that route here. */
export function useRouteLink(key: string): RouteLink | null {
  const { event, access, flags, routes } = useShellContext();
  if (!mayOpenRoute(key, event, access, flags)) return null;
  return (params, query) => routes.to(key, params, query);
}
