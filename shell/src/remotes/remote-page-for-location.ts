import type { RemoteName } from '@console/shared/contract';
import { REMOTE_ROUTES } from './remote-routes';

export interface RemotePageRef {
  remote: RemoteName;
  routeKey: string;
}

/**
 * A route path as a regular expression, matched as react-router's `matchPath` matches it with
 * `end: true`: `:name` is one non-empty segment, a trailing `/*` any rest of the path (or none),
 * trailing slashes are allowed, case is ignored.
 */
function pathPattern(path: string): RegExp {
  const splat = path.endsWith('/*');
  const source = `/${path.replace(/^\/+/, '').replace(/\/\*$/, '')}`
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/[^/]+');
  return new RegExp(`^${source}${splat ? '(?:/.*)?' : '/*'}$`, 'i');
}

const PATTERNS = REMOTE_ROUTES.map((route) => ({ route, pattern: pathPattern(route.path) }));

/**
 * The remote page that renders `pathname`, if any: event routes are matched below
 * `/{eventType}/{eventId}`, top routes as they are. The guards still decide at render time; this
 * only lets the shell start loading the remote and its page before it knows the user and the event.
 * It reads the entry's plain route table (remote-routes.ts), not the contract, so that the entry
 * can use it before the boot's libraries have loaded.
 */
export function remotePageForLocation(pathname: string): RemotePageRef | undefined {
  const inEvent = /^\/[^/]+\/\d+(\/.*)?$/.exec(pathname)?.[1] ?? null;
  for (const { route, pattern } of PATTERNS) {
    const candidate = route.scope === 'event' ? inEvent : pathname;
    if (candidate !== null && pattern.test(candidate))
      return { remote: route.remote, routeKey: route.key };
  }
  return undefined;
}
