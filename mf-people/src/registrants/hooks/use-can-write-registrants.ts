import { useHasPermission, useReadOnly } from '@console/shared/react';

/** Adding and editing registrants: the API's requirement (attendees write) on a writable event. */
export function useCanWriteRegistrants(): boolean {
  const permitted = useHasPermission({ anyOf: ['PEOPLE_ATTENDEES_WRITE'] });
  const readOnly = useReadOnly();
  return permitted && !readOnly;
}
