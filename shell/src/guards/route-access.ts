/**
 * Every guard decision of the event shell (spec §2.1, §6), as pure functions of the event,
 * the user's event access and the route (from the catalogue). The components only act on them.
 */
import {
  hasAnyPermission,
  requiredFlag,
  type Event,
  type EventAccess,
  type EventType,
  type FeatureFlag,
  type FeatureFlags,
  type PermissionRequirement,
  type RouteDef,
} from '@console/shared/contract';

export type RouteAccessDecision =
  | { kind: 'allow' }
  | { kind: 'deny' }
  /** The route's feature flag is off for this event (spec §6): the page is not enabled here. */
  | { kind: 'not-enabled'; flag: FeatureFlag }
  /** A booth owner who is not an organizer is kept to the expo (booth) routes. */
  | { kind: 'redirect'; toKey: string };

/** What decides a route beside the user's permissions: the event and its feature flags. */
export interface RouteFacts {
  event: Pick<Event, 'type' | 'seriesParentEventId'>;
  flags: FeatureFlags;
}

/** Where a booth owner who is not an organizer is kept (expo/* holds the booth pages). */
export const BOOTH_ROUTE_KEY = 'venue.expo';
/**
 * The booth routes beside expo/*: the reports page, which shows such a user only the Booths
 * dashboard (spec §2.10, §5). Still subject to its own permission.
 */
export const BOOTH_ROUTE_KEYS: readonly string[] = [BOOTH_ROUTE_KEY, 'analytics.reports'];

type AccessFacts = Pick<EventAccess, 'permissions' | 'isOrganizer' | 'isBoothOwner'>;

/** A booth owner who is not an organizer: kept to the expo and booth routes. */
export function isBoothOnly(access: Pick<EventAccess, 'isOrganizer' | 'isBoothOwner'>): boolean {
  return !access.isOrganizer && access.isBoothOwner;
}

/**
 * The guard of every catalogue route (spec §2.1, §6), as a pure decision; the sidebar offers
 * exactly the routes it allows. A route whose feature flag is off is not enabled for anyone.
 */
export function decideRouteAccess(
  route: Pick<RouteDef, 'key' | 'requirement' | 'flagGate'>,
  access: AccessFacts,
  facts: RouteFacts,
): RouteAccessDecision {
  if (isBoothOnly(access)) {
    if (route.requirement?.boothOwnerAllowed) return { kind: 'allow' };
    if (BOOTH_ROUTE_KEYS.includes(route.key) && meets(route.requirement, access))
      return { kind: 'allow' };
    return { kind: 'redirect', toKey: BOOTH_ROUTE_KEY };
  }
  const flag = requiredFlag(route, facts.event);
  if (flag !== null && !facts.flags[flag]) return { kind: 'not-enabled', flag };
  return meets(route.requirement, access) ? { kind: 'allow' } : { kind: 'deny' };
}

function meets(requirement: PermissionRequirement | null, access: AccessFacts): boolean {
  if (requirement === null) return true;
  return hasAnyPermission(access.permissions, requirement);
}

/** The info page a denied user falls back to: details for webinars, info for series and hubs. */
export function infoRouteKey(type: EventType): string {
  if (type === 'WEBINAR') return 'eventSetup.details';
  if (type === 'SERIES' || type === 'HUB') return 'hub.info';
  return 'eventSetup.basic';
}

/** The permission the webinar layout as a whole needs (spec §2.1, §6). */
export const WEBINAR_LAYOUT_REQUIREMENT: PermissionRequirement = {
  anyOf: ['EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ'],
};

/** Layouts that send a non-organizer to /dashboard (spec §2.1: third-party and field layouts). */
export const ORGANIZER_ONLY_LAYOUTS: readonly EventType[] = ['THIRD_PARTY', 'FIELD', 'SIDE_FIELD'];

export type LayoutDecision =
  | { kind: 'enter' }
  /** Leave the layout (no event role, or a non-organizer in a third-party or field layout). */
  | { kind: 'redirect'; to: string }
  /** The whole layout is denied (webinar without basic-info read). */
  | { kind: 'deny' };

/** Whether the user may enter this event's layout at all. */
export function decideLayoutAccess(
  event: Pick<Event, 'type'>,
  access: Pick<EventAccess, 'role' | 'isOrganizer' | 'permissions'>,
): LayoutDecision {
  if (access.role === null) return { kind: 'redirect', to: '/dashboard' };
  if (ORGANIZER_ONLY_LAYOUTS.includes(event.type) && !access.isOrganizer)
    return { kind: 'redirect', to: '/dashboard' };
  if (event.type === 'WEBINAR' && !hasAnyPermission(access.permissions, WEBINAR_LAYOUT_REQUIREMENT))
    return { kind: 'deny' };
  return { kind: 'enter' };
}

export type ContextErrorDecision =
  { kind: 'redirect'; to: string } | { kind: 'not-found' } | { kind: 'error' };

/** What a failed event-context request means: 403 = no event role (leave to /dashboard), 404 = no such event. */
export function decideContextError(status: number | null): ContextErrorDecision {
  if (status === 403) return { kind: 'redirect', to: '/dashboard' };
  if (status === 404) return { kind: 'not-found' };
  return { kind: 'error' };
}

/**
 * Read-only event and locked sidebar unless the user is an organizer (role ORGANIZER) and the
 * event is not canceled (spec §2.1, §4.4, §6).
 */
export function isReadOnly(
  event: Pick<Event, 'status'>,
  access: Pick<EventAccess, 'isOrganizer'>,
): boolean {
  return !(access.isOrganizer && event.status !== 'CANCELED');
}

/** The read-only banner's text, or null when the event is editable. */
export function readOnlyReason(
  event: Pick<Event, 'status'>,
  access: Pick<EventAccess, 'isOrganizer'>,
): string | null {
  if (!isReadOnly(event, access)) return null;
  if (event.status === 'CANCELED')
    return 'This event is canceled: the menu is locked and its settings are read-only.';
  return 'You are viewing this event read-only: only organizers can change it.';
}

/** Hub event-setup/basic redirects to info (spec §2.7); null when the path is not redirected. */
export function hubRedirect(type: EventType, relativePath: string): string | null {
  return type === 'HUB' && relativePath.replace(/\/+$/, '') === 'event-setup/basic' ? 'info' : null;
}
