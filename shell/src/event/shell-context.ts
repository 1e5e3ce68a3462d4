import { eventRoutePath, eventTypeSegment, type EventContextResponse, type FeatureFlags, FEATURE_FLAGS, type User } from '@console/shared/contract';
import type { Notifier, ShellContextValue } from '@console/shared/react';

export function normalizeFlags(flags: Partial<Record<string, boolean>>): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, flags[flag] === true])) as Record<(typeof FEATURE_FLAGS)[number], boolean>;
}

/** Read-only unless the user is an organizer of a non-canceled event (spec §2.1). */
export function isReadOnly(context: Pick<EventContextResponse, 'event' | 'access'>): boolean {
  return !(context.access.isOrganizer && context.event.status !== 'CANCELED');
}

export function eventBaseOf(event: EventContextResponse['event']): string {
  return `/${eventTypeSegment(event.type)}/${event.eventId}`;
}

/** What the shell hands every remote page of this event. */
export function buildShellContext(user: User, context: EventContextResponse, notifier: Notifier): ShellContextValue {
  const eventBase = eventBaseOf(context.event);
  return {
    user,
    event: context.event,
    access: context.access,
    flags: normalizeFlags(context.flags),
    readOnly: isReadOnly(context),
    routes: { eventBase, to: (key, params, query) => eventRoutePath(eventBase, key, params, query) },
    notifier,
  };
}
