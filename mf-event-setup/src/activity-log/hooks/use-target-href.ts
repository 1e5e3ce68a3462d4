import { mayOpenRoute, useShellContext } from '@console/shared/react';
import type { ActivityEntry } from '@console/activity-log-contract';
import { targetRoute } from '../target-route';

/**
 * The address of what an entry changed, or null: no page shows it, or the shell would not let
 * this user open that page (its type, flag or permission), so no link ends on a refusal.
 */
export function useTargetHref(): (entry: ActivityEntry) => string | null {
  const { event, access, flags, routes } = useShellContext();
  return (entry) => {
    const route = targetRoute(entry);
    if (!route || !mayOpenRoute(route.key, event, access, flags)) return null;
    return routes.to(route.key, route.params, route.query);
  };
}
