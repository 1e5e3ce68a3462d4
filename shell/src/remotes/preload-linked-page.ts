import { preloadRemotePage } from './preload';

/**
 * Starts loading the remote page a link leads to when the pointer or the keyboard focus reaches
 * it, for any link of the console's frame: the event menu, the header, and every link a remote
 * renders (a group card, a row's name, a tab that is a link). The frame listens once for all of
 * them (pointerover and focus bubble), so no remote has to know which app a path belongs to.
 */
export function preloadLinkedPage(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  preloadRemotePage(link.pathname);
}
