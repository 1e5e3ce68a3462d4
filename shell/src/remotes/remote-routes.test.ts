import { matchPath } from 'react-router-dom';
import { ROUTES } from '@console/shared/contract';
import { remotePageForLocation } from './remote-page-for-location';

/** What remotePageForLocation answered when it read the catalogue with react-router's matcher. */
function catalogueAnswer(pathname: string) {
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

/** A path of every route of the catalogue, its parameters filled, and a few around it. */
function pathsAround(scope: 'event' | 'top', path: string): string[] {
  const filled = path.replace(/:[\w-]+/g, 'p1');
  const full = scope === 'event' ? `/webinar/42/${filled}` : filled;
  return [
    full,
    `${full}/`,
    full.toUpperCase(),
    `${full}/extra`,
    full.replace(/\/[^/]+$/, ''),
    full.replace(/\/p1/g, '/'),
  ];
}

describe('the remote route table', () => {
  it('finds the remote page react-router finds, for every route of the catalogue and around it', () => {
    const paths = ROUTES.flatMap((route) => pathsAround(route.scope, route.path));
    for (const pathname of [...paths, '/', '/login', '/event/12', '/event/x/people/audiences'])
      expect([pathname, remotePageForLocation(pathname)]).toEqual([
        pathname,
        catalogueAnswer(pathname),
      ]);
  });
});
