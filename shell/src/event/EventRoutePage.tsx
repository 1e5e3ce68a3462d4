import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MESSAGES, type RouteDef } from '@console/shared/contract';
import { useShellContext } from '@console/shared/react';
import { LoadingState, PermissionDenied } from '@console/shared/ui';
import { decideRouteAccess, infoRouteKey } from '../guards/route-access';
import { ShellOwnedPage } from '../pages/ShellOwnedPage';
import { RemotePage } from '../remotes/RemotePage';
import { SHELL_ROUTE_PAGES } from './shell-route-pages';

/**
 * One catalogue route inside an event: the route guard (booth owners, feature flag, permission),
 * then the shell's or a remote's page.
 */
export function EventRoutePage({ route }: { route: RouteDef }) {
  const shell = useShellContext();
  const location = useLocation();
  const decision = decideRouteAccess(route, shell.access, shell);
  const infoHref = shell.routes.to(infoRouteKey(shell.event.type));
  if (decision.kind === 'redirect')
    return <Navigate to={shell.routes.to(decision.toKey)} replace />;
  if (decision.kind === 'not-enabled')
    return (
      <PermissionDenied
        infoHref={infoHref}
        title={MESSAGES.featureNotEnabledTitle}
        body={MESSAGES.featureNotEnabledBody}
      />
    );
  if (decision.kind === 'deny') return <PermissionDenied infoHref={infoHref} />;
  if (route.app === 'shell') {
    const Page = SHELL_ROUTE_PAGES[route.key];
    return Page ? (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    ) : (
      <ShellOwnedPage route={route} />
    );
  }
  return (
    <RemotePage
      remote={route.app}
      routeKey={route.key}
      area={route.area}
      resetKey={location.pathname}
    />
  );
}
