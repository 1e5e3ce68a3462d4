import { QueryCache, QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { ApiError, setCsrfToken } from '@console/shared/react';
import { queryKeys } from '@console/shared/react';
import { createToastQueue } from '@console/shared/ui';

/** The one QueryClient, jotai store and toast queue of the console, shared with every remote. */
export function createConsoleClients() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A session that ended mid-use sends the user back to the login page (the auth guard reacts).
        if (
          error instanceof ApiError &&
          error.status === 401 &&
          query.queryKey[0] !== queryKeys.session()[0]
        ) {
          setCsrfToken(null);
          queryClient.setQueryData(queryKeys.session(), null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
  const store = createStore();
  const toasts = createToastQueue();
  return { queryClient, store, toasts };
}

export type ConsoleClients = ReturnType<typeof createConsoleClients>;
