import { eventRoutePath, eventTypeSegment, ROUTES_BY_KEY, type Event, type EventAccess, type FeatureFlags } from '@console/shared/contract';
import { decideRouteAccess } from '../../guards/route-access';
import { menuFor, type MenuFacts } from './menu';

export interface SidebarEntry {
  key: string;
  label: string;
  href: string;
}

export interface SidebarSection {
  title: string;
  entries: SidebarEntry[];
}

export interface SidebarOptions {
  hasEnabledIntegration?: boolean;
}

/** The sidebar of one event for one user: the menu of its type, filtered by conditions and permissions. */
export function buildSidebar(
  event: Event,
  access: Pick<EventAccess, 'permissions' | 'isOrganizer' | 'isBoothOwner'>,
  flags: FeatureFlags,
  options: SidebarOptions = {},
): SidebarSection[] {
  const facts: MenuFacts = { event, flags, hasEnabledIntegration: options.hasEnabledIntegration ?? true };
  const base = `/${eventTypeSegment(event.type)}/${event.eventId}`;
  const sections: SidebarSection[] = [];
  for (const section of menuFor(event.type)) {
    if (section.when && !section.when(facts)) continue;
    const entries: SidebarEntry[] = [];
    for (const item of section.items) {
      const route = ROUTES_BY_KEY.get(item.key);
      if (!route || route.scope !== 'event' || !route.eventTypes.includes(event.type)) continue;
      if (item.when && !item.when(facts)) continue;
      if (decideRouteAccess(route, access).kind !== 'allow') continue;
      entries.push({ key: route.key, label: item.label ?? route.title, href: eventRoutePath(base, route.key) });
    }
    if (entries.length > 0) sections.push({ title: typeof section.title === 'string' ? section.title : section.title(facts), entries });
  }
  return sections;
}

/** The first page a user may open in an event (where a link to the event lands). */
export function firstSidebarHref(sections: readonly SidebarSection[]): string | null {
  return sections[0]?.entries[0]?.href ?? null;
}
