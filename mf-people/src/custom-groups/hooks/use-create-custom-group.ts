import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { createCustomGroup } from '../client/custom-groups-client';
import { audienceKeys, type CreateCustomGroupRequest } from '@console/people-contract';

/** The create dialog's call: a DRAFT group; the audiences page's cards reload. */
export function useCreateCustomGroup() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomGroupRequest) => createCustomGroup(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all(eventId) }),
  });
}
