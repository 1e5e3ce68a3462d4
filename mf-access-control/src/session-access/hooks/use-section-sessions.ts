import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchSectionSessions } from '../../group/client/group-client';
import { accessKeys, type AccessSection } from '@console/access-control-contract';

export const sectionSessionsQuery = (eventId: number, groupId: number, section: AccessSection) =>
  queryOptions({
    queryKey: accessKeys.sessions(eventId, groupId, section),
    queryFn: ({ signal }) => fetchSectionSessions(eventId, groupId, section, signal),
  });

/** Every session of one section of a group, at once (the screen filters and virtualizes them). */
export function useSectionSessions(groupId: number, section: AccessSection) {
  const { eventId } = useCurrentEvent();
  return useQuery(sectionSessionsQuery(eventId, groupId, section));
}
