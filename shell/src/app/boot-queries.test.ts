import { QueryClient } from '@tanstack/react-query';
import { apiRequest, queryKeys } from '@console/shared/react';
import { prefetchBootQueries } from './boot-queries';

jest.mock('@console/shared/react', () => ({
  ...jest.requireActual('@console/shared/react'),
  apiRequest: jest.fn(),
}));

const request = jest.mocked(apiRequest);
const askedPaths = () => request.mock.calls.map(([, path]) => path);

describe('prefetchBootQueries', () => {
  beforeEach(() => request.mockReset());

  it("asks for the session and the event's context together, neither waiting for the other", () => {
    request.mockReturnValue(new Promise(() => undefined));
    const client = new QueryClient();
    prefetchBootQueries(client, '/event/12/people/audiences');
    expect(askedPaths()).toEqual(['/auth/me', '/events/12/context']);
    expect(client.getQueryState(queryKeys.session())?.fetchStatus).toBe('fetching');
    expect(client.getQueryState(queryKeys.eventContext(12))?.fetchStatus).toBe('fetching');
  });

  it('asks only for the session off an event page', () => {
    request.mockReturnValue(new Promise(() => undefined));
    for (const path of ['/dashboard', '/login', '/event/create', '/dashboard/integration/list'])
      prefetchBootQueries(new QueryClient(), path);
    expect(askedPaths()).toEqual(['/auth/me', '/auth/me', '/auth/me', '/auth/me']);
  });
});
