import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchPeople } from '../client/explainer-client';
import { accessKeys } from '@console/access-control-contract';

/** Registrants matching a name or email (the search box already waited 500 ms); none for ''. */
export function usePeopleSearch(q: string) {
  const { eventId } = useCurrentEvent();
  const query = q.trim();
  return useQuery({
    queryKey: accessKeys.people(eventId, query),
    queryFn: ({ signal }) => fetchPeople(eventId, query, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
