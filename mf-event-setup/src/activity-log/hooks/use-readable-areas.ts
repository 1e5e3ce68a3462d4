import { useEventAccess } from '@console/shared/react';
import { readableAreas, type ActivityArea } from '@console/activity-log-contract';

/** The areas whose entries the user reads (the API shows no others): the area filter's choices. */
export function useReadableAreas(): ActivityArea[] {
  return readableAreas(useEventAccess().permissions);
}
