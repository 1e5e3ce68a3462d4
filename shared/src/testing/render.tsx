/**
 * Renders a page the way the shell mounts it: one QueryClient, the shell context (an event's
 * pages; a page outside any event has none), a data router (as the shell's, so
 * useLeaveConfirmation works) and the kit's router provider (kit links navigate client-side).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ShellContextProvider, type ShellContextValue } from '../react';
import { KitRouterProvider } from '../ui/Router';
import type { FetchRouter } from './fetch-router';
import { testShellContext } from './fixtures';

/** Shows the current location, so tests can read the URL state. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The query string the page is at now (read from the LocationProbe). */
export function currentSearch(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(text.split('?')[1] ?? '');
}

export interface RenderWithShellOptions {
  /** The route pattern the page is mounted at, e.g. `/event/:eventId/people/audiences`. */
  path: string;
  initialUrl: string;
  /** The event's shell context; absent for a page outside any event (the dashboard's). */
  context?: ShellContextValue;
  /** More routes beside the page (e.g. the page a link goes to). */
  routes?: readonly { path: string; element: ReactElement }[];
}

export function renderWithShell(page: ReactElement, options: RenderWithShellOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <KitRouterProvider>
            <Outlet />
            <LocationProbe />
          </KitRouterProvider>
        ),
        children: [{ path: options.path, element: page }, ...(options.routes ?? [])],
      },
    ],
    { initialEntries: [options.initialUrl] },
  );
  const routed = <RouterProvider router={router} />;
  const result = render(
    <QueryClientProvider client={queryClient}>
      {options.context ? (
        <ShellContextProvider value={options.context}>{routed}</ShellContextProvider>
      ) : (
        routed
      )}
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export interface RenderEventPageOptions {
  /** The fake API the page talks to (installed as fetch). */
  fetch: FetchRouter;
  /** The route pattern the page is mounted at and the URL it opens at. */
  path: string;
  initialUrl: string;
  /** The shell context's event, read-only state, flags, access... (its notifier is the mock). */
  context?: Parameters<typeof testShellContext>[0];
  /** More routes beside the page (e.g. the page a link goes to). */
  routes?: RenderWithShellOptions['routes'];
  /** userEvent's clock (fake timers need advanceTimers). */
  advanceTimers?: (ms: number) => void;
}

/**
 * An event's page as the shell mounts it, against a fake API: with a user to drive it, the fake
 * API to read its requests, and the notifier's mock to read its toasts.
 */
export function renderEventPage(page: ReactElement, options: RenderEventPageOptions) {
  options.fetch.install();
  const notify = jest.fn();
  const context = testShellContext({ ...options.context, notifier: { notify } });
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const result = renderWithShell(page, {
    path: options.path,
    initialUrl: options.initialUrl,
    context,
    routes: options.routes,
  });
  return { ...result, user, api: options.fetch, notify };
}

/** A feature's pages by name: each one's route under the event (`/{type}/{id}/…`) and element. */
export type EventPages<Name extends string> = Record<Name, { path: string; element: ReactElement }>;

export interface RenderOneOfOptions extends Omit<RenderEventPageOptions, 'path' | 'initialUrl'> {
  /** The event's URL base, e.g. `/event/1`. */
  eventBase: string;
  /** Path and query under the event it opens at; the page's own path when absent. */
  at?: string;
  /** Stand-ins for other features' pages a link may open, by path under the event. */
  elsewhere?: Record<string, string>;
}

/**
 * One of a feature's pages as the shell mounts it, beside its sibling pages, so that links and
 * saves that move between them can be followed; any other address renders "Elsewhere".
 */
export function renderOneOfEventPages<Name extends string>(
  pages: EventPages<Name>,
  name: Name,
  { eventBase, at, elsewhere = {}, ...options }: RenderOneOfOptions,
) {
  const under = (path: string) => `/:eventSegment/:eventId/${path}`;
  const mounted = pages[name];
  const siblings = (Object.keys(pages) as Name[])
    .filter((other) => other !== name)
    .map((other) => ({ path: under(pages[other].path), element: pages[other].element }));
  const standIns = Object.entries(elsewhere).map(([path, text]) => ({
    path: under(path),
    element: <p>{text}</p>,
  }));
  return renderEventPage(mounted.element, {
    ...options,
    path: under(mounted.path),
    initialUrl: `${eventBase}/${at ?? mounted.path.replace(/\/\*$/, '')}`,
    routes: [...siblings, ...standIns, { path: '*', element: <p>Elsewhere</p> }],
  });
}
