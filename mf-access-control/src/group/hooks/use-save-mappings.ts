import { saveMappings } from '../client/group-client';
import { useAccessWrite } from './use-access-write';
import {
  ACCESS_EXTRA_MESSAGES,
  type UpdateMappingsRequest,
} from '@console/access-control-contract';

/** Saves one section's pending feature changes (PUT mappings). */
export function useSaveMappings(groupId: number) {
  return useAccessWrite({
    write: (eventId, request: UpdateMappingsRequest) => saveMappings(eventId, groupId, request),
    successMessage: ACCESS_EXTRA_MESSAGES.accessUpdated,
  });
}
