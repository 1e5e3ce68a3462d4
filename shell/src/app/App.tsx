import { Suspense, useMemo } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
} from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { routeByKey } from '@console/shared/contract';
import { lazyPage } from '@console/shared/react';
import { KitRouterProvider, LoadingState, ToastViewport } from '@console/shared/ui';
import { LoginPage } from '../auth/LoginPage';
import { RequireAuth } from '../auth/RequireAuth';
import { DashboardPage } from '../dashboard/DashboardPage';
import { EventLayout } from '../event/EventLayout';
import { ConsoleFrame } from '../layout/ConsoleFrame';
import { CreateEventPage } from '../pages/CreateEventPage';
import { useDocumentTitle } from '../pages/document-title';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import type { ConsoleClients } from './clients';
import styles from '../shell.module.css';

/**
 * The console's router is a data router (createBrowserRouter) so that a page can hold the user
 * back from leaving with unsaved work (useBlocker, behind useLeaveConfirmation); the pages
 * themselves are still declared with descendant <Routes>.
 */
export function App({ clients }: { clients: ConsoleClients }) {
  const { queryClient, store, toasts } = clients;
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: (
            <KitRouterProvider>
              <Outlet />
              <ToastViewport queue={toasts.queue} />
            </KitRouterProvider>
          ),
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '*', element: <ConsoleRoutes notifier={toasts.notifier} /> },
          ],
        },
      ]),
    [toasts],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </QueryClientProvider>
  );
}

const SessionsPage = lazyPage(
  () => import('../account/SessionsPage'),
  (module) => module.SessionsPage,
);

const INTEGRATION_LIST = routeByKey('top.integrationList');

/** The organization's integrations: a remote's page outside any event. */
function IntegrationListPage() {
  useDocumentTitle(INTEGRATION_LIST.title);
  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      <RemotePage remote="mf-integrations" routeKey={INTEGRATION_LIST.key} area="Integrations" />
    </main>
  );
}

function ConsoleRoutes({ notifier }: { notifier: ConsoleClients['toasts']['notifier'] }) {
  return (
    <RequireAuth>
      {(session) => (
        <ConsoleFrame user={session.user}>
          <Routes>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/dashboard/integration/list" element={<IntegrationListPage />} />
            <Route
              path={routeByKey('top.accountSessions').path}
              element={
                <Suspense fallback={<LoadingState />}>
                  <SessionsPage notifier={notifier} />
                </Suspense>
              }
            />
            <Route path="/:eventTypeToCreate/event/create" element={<CreateEventPage />} />
            <Route
              path="/:eventType/:eventId/*"
              element={<EventLayout user={session.user} notifier={notifier} />}
            />
            <Route
              path="*"
              element={
                <main id="main" className={styles.page} tabIndex={-1}>
                  <NotFoundPage />
                </main>
              }
            />
          </Routes>
        </ConsoleFrame>
      )}
    </RequireAuth>
  );
}
