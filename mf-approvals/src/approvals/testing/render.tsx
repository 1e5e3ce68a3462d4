/**
 * Renders an approvals page as the shell would: a QueryClient, a router at an event route,
 * and a shell context of a test event. Returns the notifier's mock and the fake API.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { APPROVAL_API, eventRoutePath, PERMISSIONS, type Event } from '@console/shared/contract';
import { ShellContextProvider, type ShellContextValue } from '@console/shared/react';
import { ApprovalDetailPage } from '../detail/ApprovalDetailPage';
import { ApprovalsPage } from '../list/ApprovalsPage';
import { FetchRouter } from './fetch-router';
import * as fx from './fixtures';

export const EVENT_ID = 1;
export const EVENT_BASE = `/event/${EVENT_ID}`;
/** The approval endpoints of the test event (paths under /api). */
export const paths = {
  list: APPROVAL_API.list(EVENT_ID),
  summary: APPROVAL_API.summary(EVENT_ID),
  settings: APPROVAL_API.settings(EVENT_ID),
  jobs: APPROVAL_API.jobs(EVENT_ID),
  flows: APPROVAL_API.flows(EVENT_ID),
  ticketTypes: APPROVAL_API.ticketTypes(EVENT_ID),
  coupons: APPROVAL_API.coupons(EVENT_ID),
  confirmation: APPROVAL_API.confirmation(EVENT_ID),
  statusUpdates: APPROVAL_API.statusUpdates(EVENT_ID),
  resend: APPROVAL_API.resendConfirmation(EVENT_ID),
  report: APPROVAL_API.report(EVENT_ID),
  detail: (flowId: number, flowContextId: string) => APPROVAL_API.detail(EVENT_ID, flowId, flowContextId),
  deleteRejected: (flowContextId: string) => APPROVAL_API.deleteRejected(EVENT_ID, flowContextId),
};

export const testEvent: Event = {
  eventId: EVENT_ID,
  organizationId: 7,
  name: 'Test Summit',
  type: 'EVENT',
  eventFormat: 'VIRTUAL',
  status: 'PUBLISHED',
  startDateTime: '2025-06-01T09:00:00.000Z',
  endDateTime: '2025-06-02T17:00:00.000Z',
  tz: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
  seriesParentEventId: null,
  sideEventParentId: null,
  isFlex: true,
  enableLeaderboard: false,
};

export function testShellContext(overrides: Partial<ShellContextValue> = {}): ShellContextValue {
  return {
    user: { userId: 1, email: 'org@example.com', firstName: 'Olga', lastName: 'Organizer', organizationId: 7 },
    event: testEvent,
    access: {
      eventId: EVENT_ID,
      role: 'ORGANIZER',
      eventRoleId: 1,
      isOrganizer: true,
      isBoothOwner: false,
      ownedBoothIds: [],
      permissions: [...PERMISSIONS],
    },
    flags: {
      ENABLE_WEBINAR_EMBED: false,
      ENABLE_LEGACY_ANALYTICS: false,
      ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: false,
      ENABLE_GAMIFICATION: false,
      ENABLE_FLEX_SERIES: false,
    },
    readOnly: false,
    routes: { eventBase: EVENT_BASE, to: (key, params, query) => eventRoutePath(EVENT_BASE, key, params, query) },
    notifier: { notify: jest.fn() },
    ...overrides,
  };
}

/** A fake API answering every read of the list page with defaults; tests override what they need. */
export function defaultApi(): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.list, { items: [], total: 0, selectableTotal: 0 })
    .on('GET', paths.summary, fx.summary())
    .on('GET', paths.settings, fx.settings())
    .on('GET', paths.jobs, { jobs: [] })
    .on('GET', paths.flows, { flows: [{ flowId: 10, name: 'General admission' }] })
    .on('GET', paths.ticketTypes, { ticketTypePublicListResponseList: [fx.ticketType()] })
    .on('GET', paths.coupons, fx.coupons());
}

/** Shows the current location, so tests can read the URL state. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function currentSearch(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(text.split('?')[1] ?? '');
}

export interface RenderOptions {
  /** Path and query under the event, e.g. "people/approvals?tab=approved". */
  at?: string;
  fetch?: FetchRouter;
  context?: Partial<ShellContextValue>;
  /** userEvent options (fake timers need advanceTimers). */
  advanceTimers?: (ms: number) => void;
}

export function renderApprovals({ at = 'people/approvals', fetch = defaultApi(), context, advanceTimers }: RenderOptions = {}) {
  fetch.install();
  const shell = testShellContext(context);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ShellContextProvider value={shell}>
        <MemoryRouter initialEntries={[`${EVENT_BASE}/${at}`]}>
          <Routes>
            <Route path="/:eventSegment/:eventId/people/approvals" element={<ApprovalsPage />} />
            <Route path="/:eventSegment/:eventId/people/approvals/:flowId/:flowContextId" element={<ApprovalDetailPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
          {children}
        </MemoryRouter>
      </ShellContextProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(null));
  return { ...result, user, api: fetch, notify: shell.notifier.notify as jest.Mock, queryClient };
}
