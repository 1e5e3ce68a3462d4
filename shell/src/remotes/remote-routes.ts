/**
 * The catalogue's routes that a remote renders (ROUTES of @console/shared/contract, less the
 * shell's), as plain data: the shell's entry reads it to start the page's remote before the
 * contract, which comes with the boot's libraries, has loaded. The build computes this module
 * (shell/webpack.config.js, @console/build's buildTimeDataRule): the entry's bundle holds the
 * rows, not the catalogue. Jest, which does not run webpack, computes them from the catalogue too.
 */
import { ROUTES, type RemoteName } from '@console/shared/contract';

export interface RemoteRoute {
  readonly key: string;
  readonly scope: 'event' | 'top';
  /** As in the catalogue: relative to /{eventType}/{eventId} for 'event', absolute for 'top'. */
  readonly path: string;
  readonly remote: RemoteName;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = ROUTES.flatMap(({ key, scope, path, app }) =>
  app === 'shell' ? [] : [{ key, scope, path, remote: app }],
);
