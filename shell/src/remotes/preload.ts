import { loadRemotePage } from './load-remote-app';
import { ensureRemotesRegistered } from './registry';
import { remotePageForLocation } from './remote-page-for-location';

/**
 * Registers the remote registry and loads the remote page `pathname` names (the remote's entry
 * and the page's own code), before the shell knows the user and the event. The shell's entry
 * starts it beside the boot's own modules. A failure only affects remote areas, whose pages read
 * the same promises: they show their error and load again on Retry.
 */
export function preloadRemotes(pathname: string): void {
  ensureRemotesRegistered().catch((error: unknown) =>
    console.error('[shell] remote registry unavailable', error),
  );
  preloadRemotePage(pathname);
}

/**
 * Loads the remote page `pathname` names, if any, ahead of its opening (the boot's page, a menu
 * entry the pointer or the focus is on), so it renders without suspending. A failure shows when
 * the page itself is opened, with its Retry.
 */
export function preloadRemotePage(pathname: string): void {
  const page = remotePageForLocation(pathname);
  if (page) loadRemotePage(page.remote, page.routeKey).catch(() => undefined);
}
