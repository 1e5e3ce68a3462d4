/**
 * The document's title names the page (WCAG 2.4.2), then the event it belongs to, or the
 * console outside an event: "Approvals · Demo Virtual Summit", "Dashboard · Organizer Console".
 * The shell sets it from the route catalogue, for its own pages and the remotes' alike.
 */
import { useEffect } from 'react';

export const CONSOLE_NAME = 'Organizer Console';

export function documentTitle(page: string, eventName?: string): string {
  return `${page} · ${eventName ?? CONSOLE_NAME}`;
}

/** Sets the document's title while the calling page is shown. */
export function useDocumentTitle(page: string, eventName?: string): void {
  const title = documentTitle(page, eventName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
