/**
 * After a navigation (not on the first page load) the focus moves to the new page's main
 * heading: a screen reader then says where the user arrived, and Tab goes on from the top of the
 * page instead of from the sidebar link that was pressed. A remote page shows its heading once
 * its code has loaded, so the heading is waited for (an h1 in <main>, given tabindex -1 when it
 * has none). The focus is not taken from where the user has put it meanwhile inside the page
 * (a tab that changes the path, a field typed into while the page loads).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a navigation waits for its page's heading. */
export const HEADING_WAIT_MS = 10_000;

/** Whether the focus is where a navigation left it: on nothing, outside the page, or on `ours`. */
function focusIsFree(doc: Document, ours: HTMLElement | null): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body || active === ours || !active.isConnected) return true;
  const main = doc.querySelector('main');
  return !main?.contains(active);
}

/**
 * Focuses the page's h1 when it is shown, and the one that replaces it while the focus is still
 * free; gives up after `waitMs`. Answers the function that stops waiting.
 */
export function focusHeadingWhenShown(doc: Document, waitMs = HEADING_WAIT_MS): () => void {
  let focused: HTMLElement | null = null;
  const focusHeading = () => {
    const heading = doc.querySelector<HTMLElement>('main h1');
    if (!heading || heading === focused || !focusIsFree(doc, focused)) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    focused = heading;
  };
  const observer = new MutationObserver(focusHeading);
  observer.observe(doc.body, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), waitMs);
  focusHeading();
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/**
 * Moves the focus to the page's heading whenever the path changes, once the heading is shown.
 * Not on the first page load, nor on the redirects that complete it (replacing navigations
 * before the user has navigated); a change of the query string alone (a filter, a tab, a page
 * number) keeps the focus where it is.
 */
export function useFocusHeadingOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef<{ pathname: string; userNavigated: boolean } | null>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    const last = seen.current;
    const userNavigated =
      (last?.userNavigated ?? false) || (last !== null && navigationType !== 'REPLACE');
    seen.current = { pathname: location.pathname, userNavigated };
    if (!last || last.pathname === location.pathname || !userNavigated) return;
    stopWaiting.current?.();
    stopWaiting.current = focusHeadingWhenShown(document);
  }, [location, navigationType]);
  useEffect(() => () => stopWaiting.current?.(), []);
}
