import { useHasPermission, useReadOnly } from '@console/shared/react';
import type { Permission } from '@console/shared/contract';

/**
 * Whether the user may change a communication page here: an organizer of an open event (the
 * shell's read-only state) holding the page's write permission (spec shell §6).
 */
export function useWritable(permission: Permission): boolean {
  const readOnly = useReadOnly();
  const holds = useHasPermission({ anyOf: [permission] });
  return !readOnly && holds;
}
