import {
  eventRoutePath,
  eventTypeSegment,
  ROUTES_BY_KEY,
  type Event,
  type EventAccess,
  type FeatureFlags,
  type Portal,
  type RouteDef,
} from '@console/shared/contract';
import { decideRouteAccess } from '../../guards/route-access';
import { withHubId } from '../../event/back-target';
import { opensWorkingPage } from '../../event/shell-route-pages';
import { menuFor, type MenuFacts } from './menu';

export interface SidebarEntry {
  key: string;
  label: string;
  href: string;
  /** True when its page is managed outside this console release: the menu marks it so. */
  managedOutside: boolean;
}

export interface SidebarSection {
  /** null: top-level entries without a heading. */
  title: string | null;
  entries: SidebarEntry[];
}

export interface SidebarOptions {
  /** From the event context (spec §2.2, §5). Defaults to false: not offered unless known. */
  hasEnabledIntegration?: boolean;
  /** The event's portals (flex events); only enabled ones are listed. */
  portals?: readonly Portal[];
  /** The hubId of the current URL, kept on every link so back keeps working (spec §2.1). */
  hubId?: string | null;
}

/**
 * The sidebar of one event for one user: the menu of its type, filtered by its conditions and by
 * the route guard (permissions and feature flags), so it offers exactly the pages the guard allows.
 */
export function buildSidebar(
  event: Event,
  access: Pick<EventAccess, 'permissions' | 'isOrganizer' | 'isBoothOwner'>,
  flags: FeatureFlags,
  options: SidebarOptions = {},
): SidebarSection[] {
  const facts: MenuFacts = {
    event,
    hasEnabledIntegration: options.hasEnabledIntegration ?? false,
  };
  const allowed = (route: RouteDef) =>
    decideRouteAccess(route, access, { event, flags }).kind === 'allow';
  const base = `/${eventTypeSegment(event.type)}/${event.eventId}`;
  const hubId = options.hubId ?? null;
  const sections: SidebarSection[] = [];
  for (const section of menuFor(event.type)) {
    if (section.when && !section.when(facts)) continue;
    const entries: SidebarEntry[] = [];
    if (section.dynamic === 'portals') {
      const route = ROUTES_BY_KEY.get('portal.one');
      if (route && route.eventTypes.includes(event.type) && allowed(route)) {
        for (const portal of options.portals ?? []) {
          if (!portal.isEnabled) continue;
          entries.push({
            key: `portal.${portal.portalId}`,
            label: portal.name,
            href: withHubId(eventRoutePath(base, route.key, { portalId: portal.portalId }), hubId),
            managedOutside: !opensWorkingPage(route),
          });
        }
      }
    }
    for (const item of section.items) {
      const route = ROUTES_BY_KEY.get(item.key);
      if (!route || route.scope !== 'event' || !route.eventTypes.includes(event.type)) continue;
      if (item.when && !item.when(facts)) continue;
      if (!allowed(route)) continue;
      entries.push({
        key: route.key,
        label: item.label ?? route.title,
        href: withHubId(eventRoutePath(base, route.key), hubId),
        managedOutside: !opensWorkingPage(route),
      });
    }
    if (entries.length === 0) continue;
    const title =
      section.title === null || typeof section.title === 'string'
        ? section.title
        : section.title(facts);
    sections.push({ title, entries });
  }
  return sections;
}

/** Entries a link to the event does not land on unless there is nothing else: a log to consult. */
const NOT_A_LANDING: readonly string[] = ['communication.outbox', 'eventSetup.activityLog'];

/** The first page a user may open in an event (where a link to the event lands). */
export function firstSidebarHref(sections: readonly SidebarSection[]): string | null {
  const entries = sections.flatMap((section) => section.entries);
  const landing = entries.find((entry) => !NOT_A_LANDING.includes(entry.key)) ?? entries[0];
  return landing?.href ?? null;
}
