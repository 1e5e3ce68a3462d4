import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MESSAGES, type RouteDef } from '@console/shared/contract';
import { useShellContext } from '@console/shared/react';
import { LoadingState, PermissionDenied } from '@console/shared/ui';
import { decideRouteAccess, infoRouteKey } from '../guards/route-access';
import { useDocumentTitle } from '../pages/document-title';
import { shellPageTitle } from '../pages/page-title';
import { ShellOwnedPage } from '../pages/ShellOwnedPage';
import { RemotePage } from '../remotes/RemotePage';
import { SHELL_ROUTE_PAGES } from './shell-route-pages';

/**
 * One catalogue route inside an event: the route guard (booth owners, feature flag, permission),
 * then the shell's or a remote's page, the document titled after it (or after the refusal shown).
 */
export function EventRoutePage({ route }: { route: RouteDef }) {
  const shell = useShellContext();
  const location = useLocation();
  const decision = decideRouteAccess(route, shell.access, shell);
  const infoHref = shell.routes.to(infoRouteKey(shell.event.type));
  useDocumentTitle(
    decision.kind === 'not-enabled'
      ? MESSAGES.featureNotEnabledTitle
      : decision.kind === 'deny'
        ? MESSAGES.permissionDeniedTitle
        : shellPageTitle(route, shell.event.type, shell.flags.ENABLE_FLEX_SERIES),
    shell.event.name,
  );
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
