import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { routeByKey } from '@console/shared/contract';
import { KitRouterProvider, ToastViewport } from '@console/shared/ui';
import { SessionsPage } from '../account/SessionsPage';
import { LoginPage } from '../auth/LoginPage';
import { RequireAuth } from '../auth/RequireAuth';
import { DashboardPage } from '../dashboard/DashboardPage';
import { EventLayout } from '../event/EventLayout';
import { ConsoleFrame } from '../layout/ConsoleFrame';
import { CreateEventPage } from '../pages/CreateEventPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import type { ConsoleClients } from './clients';
import styles from '../shell.module.css';

export function App({ clients }: { clients: ConsoleClients }) {
  const { queryClient, store, toasts } = clients;
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <BrowserRouter>
          <KitRouterProvider>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route
                path="*"
                element={
                  <RequireAuth>
                    {(session) => (
                      <ConsoleFrame user={session.user}>
                        <Routes>
                          <Route path="/" element={<Navigate to="/dashboard" replace />} />
                          <Route path="/dashboard" element={<DashboardPage />} />
                          <Route
                            path="/dashboard/integration/list"
                            element={
                              <main id="main" className={styles.page} tabIndex={-1}>
                                <RemotePage
                                  remote="mf-integrations"
                                  routeKey="top.integrationList"
                                  area="Integrations"
                                />
                              </main>
                            }
                          />
                          <Route
                            path={routeByKey('top.accountSessions').path}
                            element={<SessionsPage notifier={toasts.notifier} />}
                          />
                          <Route
                            path="/:eventTypeToCreate/event/create"
                            element={<CreateEventPage />}
                          />
                          <Route
                            path="/:eventType/:eventId/*"
                            element={<EventLayout user={session.user} notifier={toasts.notifier} />}
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
                }
              />
            </Routes>
            <ToastViewport queue={toasts.queue} />
          </KitRouterProvider>
        </BrowserRouter>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
