import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { saveCustomGroup } from '../client/custom-groups-client';
import {
  audienceKeys,
  audienceListKeys,
  customGroupKeys,
  type SaveCustomGroupRequest,
} from '@console/people-contract';

/** Save and publish a group; its page, the cards and the audience lists reload. */
export function useSaveCustomGroup(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomGroupRequest) => saveCustomGroup(eventId, audienceGroupId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customGroupKeys.all(eventId) }),
        queryClient.invalidateQueries({ queryKey: audienceKeys.all(eventId) }),
        queryClient.invalidateQueries({ queryKey: audienceListKeys.all(eventId) }),
      ]),
  });
}
