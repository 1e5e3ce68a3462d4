import { useMemo, type ComponentType } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Navigate,
  NavLink,
  Route,
  Routes,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import {
  eventRoutePath,
  eventTypeSegment,
  hasAnyPermission,
  routeByKey,
  routesOf,
  type DashboardEvent,
  type RouteDef,
  type SessionResponse,
} from '@console/shared/contract';
import {
  queryKeys,
  setCsrfToken,
  ShellContextProvider,
  type Notifier,
  type RemoteAppDefinition,
  type ShellContextValue,
} from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  KitRouterProvider,
  LoadingState,
  PermissionDenied,
} from '@console/shared/ui';
import { devEventContextQuery, devEventsQuery, devSessionQuery } from './dev-host-queries';
import { LoginForm } from './LoginForm';
import styles from './DevHost.module.css';

export interface DevHostProps {
  app: RemoteAppDefinition;
  defaultRouteKey: string;
  defaultRouteParams: Readonly<Record<string, string | number>>;
  notifier: Notifier;
}

/** Routes as the shell mounts them: event routes under /{eventType}/{eventId}, top routes absolute. */
function routePattern(route: RouteDef): string {
  return route.scope === 'top' ? route.path : `/:eventSegment/:eventId/${route.path}`;
}

function useEvents(enabled: boolean) {
  return useQuery({ ...devEventsQuery(), enabled });
}

/** Where a route lives for one event; top routes carry the event as ?eventId=. */
function pathFor(
  route: RouteDef,
  event: Pick<DashboardEvent, 'eventId' | 'type'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const base = `/${eventTypeSegment(event.type)}/${event.eventId}`;
  return route.scope === 'top'
    ? eventRoutePath(base, route.key, params, { eventId: event.eventId })
    : eventRoutePath(base, route.key, params);
}

export function DevHost({ app, defaultRouteKey, defaultRouteParams, notifier }: DevHostProps) {
  const queryClient = useQueryClient();
  const session = useQuery(devSessionQuery());
  const defaultRoute = routeByKey(defaultRouteKey);
  const routes = useMemo(() => routesOf(defaultRoute.app), [defaultRoute.app]);

  const user = session.data;
  let content;
  if (session.isPending) content = <LoadingState label="Checking your session…" />;
  else if (session.isError)
    content = (
      <ErrorState
        title="The API could not be reached"
        message={errorText(session.error)}
        onRetry={() => void session.refetch()}
      />
    );
  else if (!user)
    content = (
      <LoginForm
        onLoggedIn={(s) => {
          setCsrfToken(s.csrfToken);
          queryClient.setQueryData(queryKeys.session(), s);
        }}
      />
    );
  else
    content = (
      <Routes>
        <Route
          path="/"
          element={
            <StartRedirect defaultRoute={defaultRoute} defaultRouteParams={defaultRouteParams} />
          }
        />
        {routes.map((route) => (
          <Route
            key={route.key}
            path={routePattern(route)}
            element={
              <EventPage
                route={route}
                routes={routes}
                page={app.pages[route.key]}
                session={user}
                notifier={notifier}
                defaultRoute={defaultRoute}
                defaultRouteParams={defaultRouteParams}
              />
            }
          />
        ))}
        <Route
          path="*"
          element={
            <EmptyState
              title="This page is not part of this remote"
              description={<a href="/">Back to the start page</a>}
            />
          }
        />
      </Routes>
    );

  return (
    <KitRouterProvider>
      <div className={styles.page}>{content}</div>
    </KitRouterProvider>
  );
}

function StartRedirect({
  defaultRoute,
  defaultRouteParams,
}: {
  defaultRoute: RouteDef;
  defaultRouteParams: Readonly<Record<string, string | number>>;
}) {
  const events = useEvents(true);
  if (events.isPending) return <LoadingState label="Loading your events…" />;
  if (events.isError)
    return (
      <ErrorState
        title="Events could not be loaded"
        message={errorText(events.error)}
        onRetry={() => void events.refetch()}
      />
    );
  const first = events.data.events[0];
  if (!first)
    return (
      <EmptyState
        title="You have no events"
        description="Log in as a user who belongs to an event."
      />
    );
  return <Navigate to={pathFor(defaultRoute, first, defaultRouteParams)} replace />;
}

interface EventPageProps {
  route: RouteDef;
  routes: readonly RouteDef[];
  page: ComponentType | undefined;
  session: SessionResponse;
  notifier: Notifier;
  defaultRoute: RouteDef;
  defaultRouteParams: Readonly<Record<string, string | number>>;
}

function EventPage({
  route,
  routes,
  page: Page,
  session,
  notifier,
  defaultRoute,
  defaultRouteParams,
}: EventPageProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const events = useEvents(true);
  const requested = Number(params.eventId ?? search.get('eventId') ?? Number.NaN);
  const eventId = Number.isInteger(requested)
    ? requested
    : (events.data?.events[0]?.eventId ?? null);

  const context = useQuery({ ...devEventContextQuery(eventId ?? 0), enabled: eventId !== null });

  const value = useMemo<ShellContextValue | null>(() => {
    if (!context.data) return null;
    const { event, access, flags } = context.data;
    const eventBase = `/${eventTypeSegment(event.type)}/${event.eventId}`;
    return {
      user: session.user,
      event,
      access,
      flags,
      readOnly: !(access.isOrganizer && event.status !== 'CANCELED'),
      routes: {
        eventBase,
        to: (key, routeParams, query) => eventRoutePath(eventBase, key, routeParams, query),
      },
      notifier,
    };
  }, [context.data, session.user, notifier]);

  let body;
  if (eventId === null && events.isPending) body = <LoadingState label="Loading your events…" />;
  else if (eventId === null) body = <EmptyState title="No event to show" />;
  else if (context.isPending) body = <LoadingState label="Loading the event…" />;
  else if (context.isError)
    body = (
      <ErrorState
        title="The event could not be loaded"
        message={errorText(context.error)}
        onRetry={() => void context.refetch()}
      />
    );
  else if (!value) body = null;
  else if (route.requirement && !hasAnyPermission(value.access.permissions, route.requirement))
    body = <PermissionDenied infoHref="/" infoLabel="Go to this remote's start page" />;
  else if (!Page)
    body = (
      <EmptyState
        title={`${route.title}: no page registered`}
        description={`The remote exports no page for ${route.key}.`}
      />
    );
  else body = <Page />;

  const navRoutes = routes.filter((r) => !r.path.includes(':'));
  return (
    <>
      <header className={styles.bar}>
        <p className={styles.brand}>{defaultRoute.app} · dev host</p>
        <span className={styles.spacer} />
        <label className={styles.field}>
          Event
          <select
            value={eventId ?? ''}
            onChange={(e) => {
              const next = events.data?.events.find((ev) => ev.eventId === Number(e.target.value));
              if (!next) return;
              const target = route.path.includes(':') ? defaultRoute : route;
              void navigate(
                pathFor(target, next, target === defaultRoute ? defaultRouteParams : {}),
              );
            }}
          >
            {(events.data?.events ?? []).map((ev) => (
              <option key={ev.eventId} value={ev.eventId}>
                {ev.name} ({ev.type.toLowerCase()}, #{ev.eventId})
              </option>
            ))}
          </select>
        </label>
        <span>{session.user.email}</span>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={`${defaultRoute.app} pages`}>
          <ul>
            {value
              ? navRoutes.map((r) => (
                  <li key={r.key}>
                    <NavLink to={pathFor(r, value.event)} end>
                      {r.title}
                    </NavLink>
                  </li>
                ))
              : null}
          </ul>
        </nav>
        <main className={styles.main}>
          {value ? <ShellContextProvider value={value}>{body}</ShellContextProvider> : body}
        </main>
      </div>
    </>
  );
}
