import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  EventContextResponseSchema,
  ROUTES,
  eventTypeSegment,
  type EventContextResponse,
  type User,
} from '@console/shared/contract';
import { ApiError, apiRequest, queryKeys, ShellContextProvider, type Notifier } from '@console/shared/react';
import { ErrorState, LoadingState } from '@console/shared/ui';
import { infoRouteKey } from '../guards/route-access';
import { buildSidebar, firstSidebarHref } from '../layout/sidebar/build-sidebar';
import { Sidebar } from '../layout/sidebar/Sidebar';
import { NotFoundPage } from '../pages/NotFoundPage';
import { backTarget } from './back-target';
import { EventRoutePage } from './EventRoutePage';
import { legacyTarget, LEGACY_PATHS } from './legacy-redirects';
import { buildShellContext, eventBaseOf } from './shell-context';
import styles from '../shell.module.css';

/** /:eventType/:eventId/*: loads the event context, then the sidebar and the guarded catalogue routes. */
export function EventLayout({ user, notifier }: { user: User; notifier: Notifier }) {
  const { eventType = '', eventId = '' } = useParams();
  const location = useLocation();
  const id = /^\d+$/.test(eventId) ? Number(eventId) : null;
  const context = useQuery({
    queryKey: queryKeys.eventContext(id ?? -1),
    queryFn: ({ signal }) => apiRequest(EventContextResponseSchema, `/events/${id}/context`, { signal }),
    enabled: id !== null,
  });

  if (id === null) return <Main><NotFoundPage what="event" /></Main>;
  if (context.isPending) return <Main><LoadingState label="Loading the event…" /></Main>;
  if (context.isError) {
    const error = context.error;
    if (error instanceof ApiError && error.status === 403) return <Navigate to="/dashboard" replace />;
    if (error instanceof ApiError && error.status === 404) return <Main><NotFoundPage what="event" /></Main>;
    return (
      <Main>
        <ErrorState title="The event could not be loaded" message={error.message} onRetry={() => void context.refetch()} />
      </Main>
    );
  }
  const segment = eventTypeSegment(context.data.event.type);
  if (segment !== eventType) {
    // The URL named another type: go to the same page under the event's real type.
    const rest = location.pathname.split('/').slice(3).join('/');
    return <Navigate to={`/${segment}/${id}${rest ? `/${rest}` : ''}${location.search}`} replace />;
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

function EventShell({ user, notifier, context }: { user: User; notifier: Notifier; context: EventContextResponse }) {
  const location = useLocation();
  const shell = useMemo(() => buildShellContext(user, context, notifier), [user, context, notifier]);
  const { event, access } = context;
  const sections = useMemo(() => buildSidebar(event, access, shell.flags), [event, access, shell.flags]);
  const routes = useMemo(() => ROUTES.filter((r) => r.scope === 'event' && r.eventTypes.includes(event.type)), [event.type]);
  const base = eventBaseOf(event);
  const landing = firstSidebarHref(sections) ?? shell.routes.to(infoRouteKey(event.type));
  const back = backTarget(event, location.search);

  return (
    <ShellContextProvider value={shell}>
      <div className={styles.eventLayout}>
        <Sidebar sections={sections} locked={shell.readOnly} />
        <div className={styles.eventMain}>
          <div className={styles.eventHeader}>
            <Link to={back} className={styles.backLink} aria-label="Back">
              <span aria-hidden="true">←</span> Back
            </Link>
            <div>
              <p className={styles.eventName}>{event.name}</p>
              <p className={styles.muted}>
                {event.type.replace('_', ' ').toLowerCase()} · {event.eventFormat.replace('_', ' ').toLowerCase()} ·{' '}
                {event.status.toLowerCase()}
              </p>
            </div>
          </div>
          {shell.readOnly ? (
            <p className={styles.readOnlyBanner} role="status">
              {event.status === 'CANCELED'
                ? 'This event is canceled: its settings are read-only.'
                : 'You are viewing this event read-only: only organizers can change it.'}
            </p>
          ) : null}
          <main id="main" className={styles.content} tabIndex={-1}>
            <Routes>
              <Route index element={<Navigate to={landing} replace />} />
              {routes.map((route) => (
                <Route key={route.key} path={route.path} element={<EventRoutePage route={route} />} />
              ))}
              {event.type === 'HUB' ? (
                <Route path="event-setup/basic" element={<Navigate to={shell.routes.to('hub.info')} replace />} />
              ) : null}
              {['basic', ...Object.keys(LEGACY_PATHS)].map((short) => {
                const key = legacyTarget(short, event.type);
                const target = key ? routes.find((r) => r.key === key) : undefined;
                return target ? <Route key={`legacy-${short}`} path={short} element={<Navigate to={`${base}/${target.path.replace('/*', '')}`} replace />} /> : null;
              })}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </main>
        </div>
      </div>
    </ShellContextProvider>
  );
}
