import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@console/shared/react';
import { fetchSessions } from './sessions-client';

export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.accountSessions(),
    queryFn: ({ signal }) => fetchSessions(signal),
  });

/** The devices the user is logged in on, this one included. */
export function useAccountSessions() {
  return useQuery(accountSessionsQuery());
}
