import { federationName, REMOTE_EXPOSED_MODULE, type RemoteName } from '@console/shared/contract';
import { preloadPage } from '@console/shared/react';
import { loadFederatedModule } from './federation';
import { ensureRemotesRegistered, isRegistered } from './registry';
import { checkRemoteModule, type RemoteModuleCheck } from './validate';

const cache = new Map<RemoteName, Promise<RemoteModuleCheck>>();

async function load(remote: RemoteName): Promise<RemoteModuleCheck> {
  const registry = await ensureRemotesRegistered();
  if (!isRegistered(registry, remote)) throw new Error(`${remote} is not in the remote registry`);
  const id = `${federationName(remote)}/${REMOTE_EXPOSED_MODULE.replace(/^\.\//, '')}`;
  return checkRemoteModule(await loadFederatedModule(id));
}

/** One promise per remote, so every page of a remote shares one load; React's `use` reads it. */
export function loadRemoteApp(remote: RemoteName): Promise<RemoteModuleCheck> {
  let promise = cache.get(remote);
  if (!promise) {
    promise = load(remote);
    cache.set(remote, promise);
  }
  return promise;
}

/**
 * The remote's module with the page of `routeKey` loaded too, when that page loads lazily
 * (lazyPage): the page then renders without suspending, so React does not hold back its reveal.
 */
export async function loadRemotePage(
  remote: RemoteName,
  routeKey: string,
): Promise<RemoteModuleCheck> {
  const check = await loadRemoteApp(remote);
  if (check.kind === 'ok') await preloadPage(check.app.pages[routeKey]);
  return check;
}

/** Forgets a failed load so that Retry loads the remote again. */
export function forgetRemoteApp(remote: RemoteName): void {
  cache.delete(remote);
}
