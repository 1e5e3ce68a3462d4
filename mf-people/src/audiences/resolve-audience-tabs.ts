import { type EventType, type Permission } from '@console/shared/contract';
import { AudienceTabSchema, type AudienceTab } from '@console/people-contract';

/** The permission each tab of the audiences page needs (spec people §6). */
export const AUDIENCE_TAB_PERMISSION: Readonly<Record<AudienceTab, Permission>> = {
  SYSTEM_GROUPS: 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  INVITE_LISTS: 'PEOPLE_INVITE_LIST_WRITE',
  EXPERIENCE_MANAGEMENT: 'PEOPLE_ACCESS_CONTROL_WRITE',
};

export const AUDIENCE_TAB_LABEL: Readonly<Record<AudienceTab, string>> = {
  SYSTEM_GROUPS: 'Audience groups',
  INVITE_LISTS: 'Invite list',
  EXPERIENCE_MANAGEMENT: 'Access control',
};

/** The Access control tab is hidden for series and webinar events (spec people §2). */
const NO_ACCESS_CONTROL: readonly EventType[] = ['SERIES', 'WEBINAR'];

/** A series' people/audiences is its invite lists tab (spec shell §2.6). */
const SERIES_TABS: readonly AudienceTab[] = ['INVITE_LISTS'];

export interface ResolvedAudienceTabs {
  visibleTabs: AudienceTab[];
  /** null only when no tab is visible (the route guard normally prevents that). */
  activeTab: AudienceTab | null;
}

/**
 * Which tabs the user sees and which one is open: the `selectedTab` query value if that tab
 * is visible, otherwise the first visible tab. A series shows only its Invite list tab, so
 * that tab is open whatever `selectedTab` says.
 */
export function resolveAudienceTabs(
  eventType: EventType,
  permissions: readonly Permission[] | ReadonlySet<Permission>,
  selectedTab: string | null | undefined,
): ResolvedAudienceTabs {
  const held = new Set(permissions);
  const visibleTabs = AudienceTabSchema.options.filter(
    (tab) =>
      held.has(AUDIENCE_TAB_PERMISSION[tab]) &&
      (eventType !== 'SERIES' || SERIES_TABS.includes(tab)) &&
      !(tab === 'EXPERIENCE_MANAGEMENT' && NO_ACCESS_CONTROL.includes(eventType)),
  );
  const requested = AudienceTabSchema.safeParse(selectedTab);
  const activeTab =
    requested.success && visibleTabs.includes(requested.data)
      ? requested.data
      : (visibleTabs[0] ?? null);
  return { visibleTabs, activeTab };
}
