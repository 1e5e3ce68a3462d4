import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  LEGACY_SHORT_PATHS,
  ROUTES,
  eventTypeSegment,
  legacyRedirectPath,
  type EventContextResponse,
  type User,
} from '@console/shared/contract';
import { ApiError, ShellContextProvider, type Notifier } from '@console/shared/react';
import { ErrorState, errorText, LoadingState, PermissionDenied } from '@console/shared/ui';
import {
  decideContextError,
  decideLayoutAccess,
  hubRedirect,
  infoRouteKey,
  isBoothOnly,
  readOnlyReason,
  BOOTH_ROUTE_KEY,
} from '../guards/route-access';
import { buildSidebar, firstSidebarHref } from '../layout/sidebar/build-sidebar';
import { Sidebar } from '../layout/sidebar/Sidebar';
import { NotFoundPage } from '../pages/NotFoundPage';
import { backTarget, hubIdOf, withHubId } from './back-target';
import { eventContextQuery } from './event-context-query';
import { EventRoutePage } from './EventRoutePage';
import { buildShellContext, eventBaseOf } from './shell-context';
import styles from '../shell.module.css';

/** /:eventType/:eventId/*: loads the event context, applies the layout guards, then the sidebar and routes. */
export function EventLayout({ user, notifier }: { user: User; notifier: Notifier }) {
  const { eventType = '', eventId = '' } = useParams();
  const location = useLocation();
  const id = /^\d+$/.test(eventId) ? Number(eventId) : null;
  const context = useQuery({ ...eventContextQuery(id ?? -1), enabled: id !== null });

  if (id === null)
    return (
      <Main>
        <NotFoundPage what="event" />
      </Main>
    );
  if (context.isPending)
    return (
      <Main>
        <LoadingState label="Loading the event…" />
      </Main>
    );
  if (context.isError) {
    const error = context.error;
    const decision = decideContextError(error instanceof ApiError ? error.status : null);
    if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
    if (decision.kind === 'not-found')
      return (
        <Main>
          <NotFoundPage what="event" />
        </Main>
      );
    return (
      <Main>
        <ErrorState
          title="The event could not be loaded"
          message={errorText(error)}
          onRetry={() => void context.refetch()}
        />
      </Main>
    );
  }
  const { event, access } = context.data;
  const segment = eventTypeSegment(event.type);
  if (segment !== eventType) {
    // The URL named another type: go to the same page under the event's real type.
    const rest = location.pathname.split('/').slice(3).join('/');
    return <Navigate to={`/${segment}/${id}${rest ? `/${rest}` : ''}${location.search}`} replace />;
  }
  const layout = decideLayoutAccess(event, access);
  if (layout.kind === 'redirect') return <Navigate to={layout.to} replace />;
  if (layout.kind === 'deny') {
    return (
      <Main>
        <PermissionDenied infoHref="/dashboard" infoLabel="Back to the dashboard" />
      </Main>
    );
  }
  return <EventShell user={user} notifier={notifier} context={context.data} />;
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      {children}
    </main>
  );
}

/** A legacy short path (spec §2.8): to its grouped path, keeping the query string (the contract's table). */
function LegacyRedirect({
  short,
  eventBase,
  eventType,
}: {
  short: string;
  eventBase: string;
  eventType: EventContextResponse['event']['type'];
}) {
  const location = useLocation();
  const target = legacyRedirectPath(eventType, short, location.search);
  return target === null ? <NotFoundPage /> : <Navigate to={`${eventBase}/${target}`} replace />;
}

function EventShell({
  user,
  notifier,
  context,
}: {
  user: User;
  notifier: Notifier;
  context: EventContextResponse;
}) {
  const location = useLocation();
  const hubId = hubIdOf(location.search);
  const shell = useMemo(
    () => buildShellContext(user, context, notifier, hubId),
    [user, context, notifier, hubId],
  );
  const { event, access } = context;
  const sections = useMemo(
    () =>
      buildSidebar(event, access, shell.flags, {
        hasEnabledIntegration: context.hasEnabledIntegration,
        portals: context.portals,
        hubId,
      }),
    [event, access, shell.flags, context.hasEnabledIntegration, context.portals, hubId],
  );
  const routes = useMemo(
    () => ROUTES.filter((r) => r.scope === 'event' && r.eventTypes.includes(event.type)),
    [event.type],
  );
  const base = eventBaseOf(event);
  const fallback = isBoothOnly(access) ? BOOTH_ROUTE_KEY : infoRouteKey(event.type);
  const landing = firstSidebarHref(sections) ?? shell.routes.to(fallback);
  const back = backTarget(event, location.search);
  const banner = readOnlyReason(event, access);
  const hubInfo = hubRedirect(event.type, 'event-setup/basic');

  return (
    <ShellContextProvider value={shell}>
      <div className={styles.eventLayout} data-event-type={event.type}>
        <Sidebar sections={sections} locked={shell.readOnly} />
        {/* The event strip is the head of the main landmark (a header inside main is no banner). */}
        <main id="main" className={styles.eventMain} tabIndex={-1}>
          <header className={styles.eventHeader} data-testid="event-header">
            <Link to={back} className={styles.backLink} aria-label="Back">
              <span aria-hidden="true">←</span> Back
            </Link>
            <div>
              <p className={styles.eventName}>{event.name}</p>
              <p className={styles.muted}>
                {event.type.replace('_', ' ').toLowerCase()} ·{' '}
                {event.eventFormat.replace('_', ' ').toLowerCase()} · {event.status.toLowerCase()}
              </p>
            </div>
          </header>
          {banner ? (
            <p className={styles.readOnlyBanner} role="status" data-testid="read-only-banner">
              {banner}
            </p>
          ) : null}
          <div className={styles.content}>
            <Routes>
              <Route index element={<Navigate to={landing} replace />} />
              {routes.map((route) => (
                <Route
                  key={route.key}
                  path={route.path}
                  element={<EventRoutePage route={route} />}
                />
              ))}
              {hubInfo ? (
                <Route
                  path="event-setup/basic"
                  element={
                    <Navigate
                      to={withHubId(`${base}/${hubInfo}${location.search}`, hubId)}
                      replace
                    />
                  }
                />
              ) : null}
              {LEGACY_SHORT_PATHS.map((short) => (
                <Route
                  key={`legacy-${short}`}
                  path={short}
                  element={<LegacyRedirect short={short} eventBase={base} eventType={event.type} />}
                />
              ))}
              <Route
                path="*"
                element={
                  <NotFoundPage
                    backHref={landing}
                    backLabel={`Back to ${event.name}`}
                    eventName={event.name}
                  />
                }
              />
            </Routes>
          </div>
        </main>
      </div>
    </ShellContextProvider>
  );
}
