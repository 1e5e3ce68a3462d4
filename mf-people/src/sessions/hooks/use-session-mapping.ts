import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSessionMapping, saveSessionMapping } from '../client/sessions-client';
import { sessionKeys, type SessionMappingUpdate } from '@console/people-contract';

export const sessionMappingQuery = (eventId: number, audienceGroupId: number) =>
  queryOptions({
    queryKey: sessionKeys.mapping(eventId, audienceGroupId),
    queryFn: ({ signal }) => fetchSessionMapping(eventId, audienceGroupId, signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

/**
 * The sessions a group is mapped to, read afresh each time the picker opens (the selection
 * starts from it, so a cached answer from an earlier opening must not be used).
 */
export function useSessionMapping(eventId: number, audienceGroupId: number) {
  return useQuery(sessionMappingQuery(eventId, audienceGroupId));
}

/** Saves the whole chosen set; the answer becomes the cached mapping. */
export function useSaveSessionMapping(eventId: number, audienceGroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SessionMappingUpdate) =>
      saveSessionMapping(eventId, audienceGroupId, update),
    onSuccess: (mapping) =>
      queryClient.setQueryData(sessionKeys.mapping(eventId, audienceGroupId), mapping),
  });
}
