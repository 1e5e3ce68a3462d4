import { useHasPermission, useReadOnly } from '@console/shared/react';

/**
 * The schedule pages without their controls: a read-only event (canceled, or a user who is not an
 * organizer), or a user without the schedule permission (the API refuses their writes too).
 */
export function useScheduleReadOnly(): boolean {
  const readOnly = useReadOnly();
  const canWrite = useHasPermission({ anyOf: ['EVENT_SETUP_SCHEDULE_WRITE'] });
  return readOnly || !canWrite;
}
