import { saveDayAccess } from '../client/group-client';
import { useAccessWrite } from './use-access-write';
import { ACCESS_MESSAGES, type UpdateDayAccessRequest } from '@console/access-control-contract';

/** Saves the group's changed days (PUT day-access): 'Day access updated successfully'. */
export function useSaveDayAccess(groupId: number) {
  return useAccessWrite({
    write: (eventId, request: UpdateDayAccessRequest) => saveDayAccess(eventId, groupId, request),
    successMessage: ACCESS_MESSAGES.dayAccessUpdated,
  });
}
