import { useHasPermission, useReadOnly } from '@console/shared/react';

/**
 * Whether the user may start a revenue sync: an organizer of an open event who may write the
 * integrations (the API asks the same: a sync calls the CRM with the organization's token).
 */
export function useCanSync(): boolean {
  const writesIntegrations = useHasPermission({ anyOf: ['EVENT_INTEGRATIONS_WRITE'] });
  return !useReadOnly() && writesIntegrations;
}
