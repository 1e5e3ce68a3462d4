import { routeByKey } from '@console/shared/contract';
import { useHasPermission } from '@console/shared/react';

/** Whether the user holds what another page of the console needs, so a link to it is worth showing. */
export function useCanOpen(routeKey: string): boolean {
  return useHasPermission(routeByKey(routeKey).requirement ?? { anyOf: [] });
}
