import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchPeople } from '../client/explainer-client';
import { accessKeys } from '@console/access-control-contract';

export const peopleSearchQuery = (eventId: number, query: string) =>
  queryOptions({
    queryKey: accessKeys.people(eventId, query),
    queryFn: ({ signal }) => fetchPeople(eventId, query, signal),
  });

/** Registrants matching a name or email (the search box already waited 500 ms); none for ''. */
export function usePeopleSearch(q: string) {
  const { eventId } = useCurrentEvent();
  const query = q.trim();
  return useQuery({
    ...peopleSearchQuery(eventId, query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
