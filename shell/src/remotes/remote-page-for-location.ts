import { matchPath } from 'react-router-dom';
import { ROUTES, type RemoteName } from '@console/shared/contract';

export interface RemotePageRef {
  remote: RemoteName;
  routeKey: string;
}

/**
 * The remote page that renders `pathname`, if any: event routes are matched below
 * `/{eventType}/{eventId}`, top routes as they are. The guards still decide at render time; this
 * only lets the shell start loading the remote and its page before it knows the user and the event.
 */
export function remotePageForLocation(pathname: string): RemotePageRef | undefined {
  const inEvent = /^\/[^/]+\/\d+(\/.*)?$/.exec(pathname)?.[1] ?? null;
  for (const route of ROUTES) {
    if (route.app === 'shell') continue;
    const candidate = route.scope === 'event' ? inEvent : pathname;
    const pattern = route.scope === 'event' ? `/${route.path}` : route.path;
    if (candidate !== null && matchPath({ path: pattern, end: true }, candidate))
      return { remote: route.app, routeKey: route.key };
  }
  return undefined;
}
