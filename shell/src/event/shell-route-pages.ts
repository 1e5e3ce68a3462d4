import type { ComponentType } from 'react';
import type { RouteDef } from '@console/shared/contract';
import { lazyPage } from '@console/shared/react';

/**
 * Shell routes with a screen of their own, by catalogue key. Every other shell route renders the
 * honest ShellOwnedPage (its screen is managed outside this release).
 */
export const SHELL_ROUTE_PAGES: Readonly<Record<string, ComponentType>> = {
  'communication.outbox': lazyPage(
    () => import('../outbox/OutboxPage'),
    (module) => module.OutboxPage,
  ),
};

/** Shell routes whose ShellOwnedPage content is the list of the event's child events. */
export const CHILD_EVENTS_ROUTE_KEYS: readonly string[] = ['hub.eventWebinar', 'sideEvents.list'];

/**
 * Whether opening the route shows something to work with in this release: a remote's page, a
 * shell screen, or the child events list. The others are managed outside this console release,
 * and the sidebar marks them so.
 */
export function opensWorkingPage(route: Pick<RouteDef, 'key' | 'app'>): boolean {
  return (
    route.app !== 'shell' ||
    route.key in SHELL_ROUTE_PAGES ||
    CHILD_EVENTS_ROUTE_KEYS.includes(route.key)
  );
}
