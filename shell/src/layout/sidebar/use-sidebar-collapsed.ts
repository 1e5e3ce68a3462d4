/**
 * Whether the event menu is collapsed to its toggle. The user's last choice is remembered in
 * this browser (localStorage); without one, the menu starts collapsed on a screen narrower than
 * 1100 px, where its 260 px would leave a table too little room.
 */
import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'console.eventMenu';
export const NARROW_SCREEN_QUERY = '(max-width: 1099.98px)';

type Stored = 'collapsed' | 'expanded';

/** The stored choice wins; otherwise collapsed on a narrow screen. */
export function startsCollapsed(stored: string | null, isNarrowScreen: boolean): boolean {
  if (stored === 'collapsed') return true;
  if (stored === 'expanded') return false;
  return isNarrowScreen;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(value: Stored): void {
  try {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode, quota): the choice holds until the page is left.
  }
}

const isNarrowScreen = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;

export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => startsCollapsed(readStored(), isNarrowScreen()));
  const toggle = useCallback(() => {
    store(collapsed ? 'expanded' : 'collapsed');
    setCollapsed(!collapsed);
  }, [collapsed]);
  return [collapsed, toggle];
}
