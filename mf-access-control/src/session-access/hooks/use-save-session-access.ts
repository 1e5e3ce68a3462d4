import { useAccessWrite } from '../../group/hooks/use-access-write';
import { saveSessionAccess } from '../client/session-access-client';
import {
  ACCESS_EXTRA_MESSAGES,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';

/** Update Access (PUT sessions): resolves once the event's access data has reloaded. */
export function useSaveSessionAccess(groupId: number) {
  return useAccessWrite({
    write: (eventId, request: UpdateSessionAccessRequest) =>
      saveSessionAccess(eventId, groupId, request),
    successMessage: ACCESS_EXTRA_MESSAGES.accessUpdated,
  });
}
