/**
 * Holds the user back from leaving a page with unsaved work: an in-app navigation to another
 * page waits for the page's own confirmation (useBlocker of the shell's data router), and closing
 * or reloading the tab gets the browser's prompt. Changes of the query string alone (tabs, filters,
 * pages of the same screen) are not leaving.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface LeaveConfirmation {
  /** A navigation is waiting: show the confirmation. */
  isAsking: boolean;
  /** Go on to where the user was going. */
  leave: () => void;
  /** Cancel the navigation and stay on the page. */
  stay: () => void;
  /** Let the next navigation through without asking (the work was just saved). */
  allowNextNavigation: () => void;
}

export function useLeaveConfirmation(hasUnsavedWork: boolean): LeaveConfirmation {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      return hasUnsavedWork && currentLocation.pathname !== nextLocation.pathname;
    },
    [hasUnsavedWork],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedWork) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedWork]);

  return {
    isAsking: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
