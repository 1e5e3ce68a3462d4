import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { embedUrlQuery, type EmbedSource } from './embed-source';
import { msUntilRefresh, refreshIntervalMs } from './refresh-timing';

/**
 * The signed embed URL of one frame. It stays fresh until shortly before its token expires and
 * is then asked for again, so a (re)mounted frame never loads an expired URL.
 */
export function useEmbedUrl(source: EmbedSource) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...embedUrlQuery(eventId, source),
    staleTime: ({ state }) =>
      state.data ? Math.max(0, msUntilRefresh(state.data, state.dataUpdatedAt, Date.now())) : 0,
    refetchInterval: ({ state }) =>
      state.data ? refreshIntervalMs(state.data, state.dataUpdatedAt, Date.now()) : false,
  });
}
