import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { removedDaysWithSessions } from './day-rules';
import { notifyFailure } from '../hooks/notify-failure';
import { useSaveDayAccess } from '../hooks/use-save-day-access';
import { sectionSessionsQuery } from '../../session-access/hooks/use-section-sessions';
import {
  type AccessGroup,
  type AccessSection,
  type SessionAccessList,
  type UpdateDayAccessRequest,
} from '@console/access-control-contract';

type DayChanges = UpdateDayAccessRequest['days'];

/**
 * The group's sessions with its status of each: a base group's base section; for a derived group
 * the grant section, which lists every session as GRANT (its base's or its own grant, not revoked)
 * or REVOKED (not granted).
 */
function groupSessions(
  queryClient: QueryClient,
  eventId: number,
  group: AccessGroup,
): Promise<SessionAccessList> {
  const section: AccessSection = group.isBaseGroup ? 'base' : 'grant';
  return queryClient.fetchQuery({
    ...sectionSessionsQuery(eventId, group.groupId, section),
    staleTime: 0,
  });
}

/**
 * Saving day access (spec §4): removing days on which sessions are granted to the group first asks,
 * listing those days (Cancel, Accept); otherwise the changed days are sent at once.
 */
export function useDayAccessSave(group: AccessGroup, onSaved: () => void) {
  const event = useCurrentEvent();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const save = useSaveDayAccess(group.groupId);
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<{ days: string[]; changes: DayChanges } | null>(null);

  const send = (changes: DayChanges) =>
    save.mutate({ days: changes }, { onSuccess: onSaved, onSettled: () => setAsking(null) });

  const start = async (changes: DayChanges) => {
    if (!changes.some((c) => c.grantStatus === 'NO_GRANT')) return send(changes);
    setChecking(true);
    try {
      const { sessions } = await groupSessions(queryClient, event.eventId, group);
      const days = removedDaysWithSessions(changes, sessions, event.tz);
      if (days.length > 0) setAsking({ days, changes });
      else send(changes);
    } catch (error) {
      notifyFailure(notifier, error);
    } finally {
      setChecking(false);
    }
  };

  return {
    start: (changes: DayChanges) => void start(changes),
    /** The removed days with granted sessions, while the confirmation is open. */
    askingDays: asking?.days ?? [],
    accept: () => {
      if (asking) send(asking.changes);
    },
    cancel: () => setAsking(null),
    isBusy: checking || save.isPending,
  };
}
