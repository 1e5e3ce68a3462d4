import { changeBaseGroup } from '../client/group-client';
import { useAccessWrite } from './use-access-write';
import { ACCESS_EXTRA_MESSAGES, ACCESS_MESSAGES } from '@console/access-control-contract';

/**
 * Gives a derived group a new base (PUT base-group): the server resets every setting of the group
 * to the new base's, and the page reloads them. A failure says 'Something went wrong. Please try
 * again.' (spec §8).
 */
export function useChangeBase(groupId: number) {
  return useAccessWrite({
    write: (eventId, baseAccessGroupId: number) =>
      changeBaseGroup(eventId, groupId, { baseAccessGroupId }),
    successMessage: ACCESS_EXTRA_MESSAGES.accessUpdated,
    failureMessage: ACCESS_MESSAGES.somethingWentWrong,
  });
}
