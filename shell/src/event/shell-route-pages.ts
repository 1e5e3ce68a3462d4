import type { ComponentType } from 'react';
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
