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
  const page = remotePageForLocation(pathname);
  if (page) loadRemotePage(page.remote, page.routeKey).catch(() => undefined);
}
