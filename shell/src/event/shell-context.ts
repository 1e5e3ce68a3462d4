import {
  eventRoutePath,
  eventTypeSegment,
  type EventContextResponse,
  type FeatureFlags,
  FEATURE_FLAGS,
  type User,
} from '@console/shared/contract';
import type { Notifier, ShellContextValue } from '@console/shared/react';
import { isReadOnly as isReadOnlyEvent } from '../guards/route-access';
import { withHubId } from './back-target';

/** Every known flag, false unless the context says it is on (per organization, overridden per event). */
export function normalizeFlags(flags: Partial<Record<string, boolean>>): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, flags[flag] === true])) as Record<
    (typeof FEATURE_FLAGS)[number],
    boolean
  >;
}

/** Read-only unless the user is an organizer of a non-canceled event (spec §2.1). */
export function isReadOnly(context: Pick<EventContextResponse, 'event' | 'access'>): boolean {
  return isReadOnlyEvent(context.event, context.access);
}

export function eventBaseOf(
  event: Pick<EventContextResponse['event'], 'type' | 'eventId'>,
): string {
  return `/${eventTypeSegment(event.type)}/${event.eventId}`;
}

/** What the shell hands every remote page of this event. Links keep the hubId (spec §2.1 back target). */
export function buildShellContext(
  user: User,
  context: EventContextResponse,
  notifier: Notifier,
  hubId: string | null = null,
): ShellContextValue {
  const eventBase = eventBaseOf(context.event);
  return {
    user,
    event: context.event,
    access: context.access,
    flags: normalizeFlags(context.flags),
    readOnly: isReadOnly(context),
    routes: {
      eventBase,
      to: (key, params, query) => {
        const path = eventRoutePath(eventBase, key, params, query);
        // Top-level routes (dashboard) leave the layout: no hubId there.
        return path.startsWith(`${eventBase}/`) || path === eventBase
          ? withHubId(path, hubId)
          : path;
      },
    },
    notifier,
  };
}
