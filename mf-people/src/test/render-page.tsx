/** Renders a page the way the shell does: shell context, one QueryClient, a router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { eventRoutePath, type Event, type EventAccess, type EventType, type Permission } from '@console/shared/contract';
import { ShellContextProvider, type Notifier, type ShellContextValue } from '@console/shared/react';

export const ALL_AUDIENCE_PERMISSIONS: Permission[] = [
  'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'PEOPLE_INVITE_LIST_WRITE',
  'PEOPLE_ACCESS_CONTROL_WRITE',
];

export function testEvent(type: EventType = 'EVENT'): Event {
  return {
    eventId: 42,
    organizationId: 1,
    name: 'Demo conference',
    type,
    eventFormat: 'HYBRID',
    status: 'PUBLISHED',
    startDateTime: '2030-05-01T09:00:00Z',
    endDateTime: '2030-05-02T17:00:00Z',
    tz: 'Europe/Berlin',
    createdAt: '2030-01-01T00:00:00Z',
    seriesParentEventId: null,
    sideEventParentId: null,
    isFlex: false,
    enableLeaderboard: true,
  };
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  path: string;
  initialUrl: string;
  eventType?: EventType;
  permissions?: Permission[];
  notifier?: Notifier;
}

export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const event = testEvent(options.eventType);
  const access: EventAccess = {
    eventId: event.eventId,
    role: 'ORGANIZER',
    eventRoleId: 1,
    isOrganizer: true,
    isBoothOwner: false,
    ownedBoothIds: [],
    permissions: options.permissions ?? ALL_AUDIENCE_PERMISSIONS,
  };
  const eventBase = `/event/${event.eventId}`;
  const notifier = options.notifier ?? { notify: jest.fn() };
  const value: ShellContextValue = {
    user: { userId: 1, email: 'organizer@demo.events', firstName: 'Olga', lastName: 'Organizer', organizationId: 1 },
    event,
    access,
    flags: {
      ENABLE_WEBINAR_EMBED: false,
      ENABLE_LEGACY_ANALYTICS: false,
      ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: false,
      ENABLE_GAMIFICATION: false,
      ENABLE_FLEX_SERIES: false,
    },
    readOnly: false,
    routes: { eventBase, to: (key, params, query) => eventRoutePath(eventBase, key, params, query) },
    notifier,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ShellContextProvider value={value}>
        <MemoryRouter initialEntries={[options.initialUrl]}>
          <Routes>
            <Route path={options.path} element={page} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ShellContextProvider>
    </QueryClientProvider>,
  );
  return { ...result, notifier, queryClient };
}

/** A fetch answer as the API gives it; jsdom has no Response, so only what the client reads. */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(),
    json: () => Promise.resolve(body),
  } as unknown as Response;
}
