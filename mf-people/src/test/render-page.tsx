/** Renders a people page as the shell mounts it, for an event of a given type and permissions. */
import type { ReactElement } from 'react';
import type { EventType, Permission } from '@console/shared/contract';
import type { Notifier } from '@console/shared/react';
import { anEvent, renderWithShell, testShellContext } from '@console/shared/testing';

export const ALL_AUDIENCE_PERMISSIONS: Permission[] = [
  'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'PEOPLE_INVITE_LIST_WRITE',
  'PEOPLE_ACCESS_CONTROL_WRITE',
];

export interface RenderPageOptions {
  path: string;
  initialUrl: string;
  eventType?: EventType;
  permissions?: Permission[];
  notifier?: Notifier;
}

export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const notifier = options.notifier ?? { notify: jest.fn() };
  const event = anEvent({ eventId: 42, type: options.eventType ?? 'EVENT', eventFormat: 'HYBRID' });
  const context = testShellContext({
    event,
    notifier,
    access: { permissions: options.permissions ?? ALL_AUDIENCE_PERMISSIONS },
  });
  return {
    ...renderWithShell(page, { path: options.path, initialUrl: options.initialUrl, context }),
    notifier,
  };
}

/** A fetch answer as the API gives it; jsdom has no Response, so only what the client reads. */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(),
    json: () => Promise.resolve(body),
  } as unknown as Response;
}
