import { matchPath } from 'react-router-dom';
import { ROUTES, type RemoteName } from '@console/shared/contract';

/**
 * The remote that renders `pathname`, if any: event routes are matched below
 * `/{eventType}/{eventId}`, top routes as they are. The guards still decide at render time; this
 * only lets the shell start loading the remote before it knows the user and the event.
 */
export function remoteForLocation(pathname: string): RemoteName | undefined {
  const inEvent = /^\/[^/]+\/\d+(\/.*)?$/.exec(pathname)?.[1] ?? null;
  for (const route of ROUTES) {
    if (route.app === 'shell') continue;
    const candidate = route.scope === 'event' ? inEvent : pathname;
    const pattern = route.scope === 'event' ? `/${route.path}` : route.path;
    if (candidate !== null && matchPath({ path: pattern, end: true }, candidate)) return route.app;
  }
  return undefined;
}
