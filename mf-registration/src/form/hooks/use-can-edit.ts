import type { Permission } from '@console/shared/contract';
import { useHasPermission, useReadOnly } from '@console/shared/react';

/**
 * Whether the page offers its controls: the event is not read-only and the user holds the
 * page's write permission (REGISTRATION_FORM_WRITE for the form, REGISTRATION_FLOWS_WRITE for
 * the flows: spec §6). The API refuses the writes otherwise.
 */
export function useCanEdit(permission: Permission): boolean {
  const readOnly = useReadOnly();
  const granted = useHasPermission({ anyOf: [permission] });
  return granted && !readOnly;
}
