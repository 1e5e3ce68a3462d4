import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@console/shared/react';
import { integrationKeys } from '@console/integrations-contract';

const startsWith = (key: QueryKey, prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/**
 * Queries of any event that an organization integration change makes stale: the event's
 * integrations and the shell's event context (its sidebar shows Integrations only while a
 * supported integration is on).
 */
export function isEventIntegrationState(queryKey: QueryKey): boolean {
  const eventId = queryKey[1];
  if (typeof eventId !== 'number') return false;
  return (
    startsWith(queryKey, integrationKeys.event(eventId)) ||
    startsWith(queryKey, queryKeys.eventContext(eventId))
  );
}
