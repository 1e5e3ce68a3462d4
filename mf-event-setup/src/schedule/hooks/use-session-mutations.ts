import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import type { SessionWrite } from '@console/event-setup-contract';
import { createSession, deleteSession, updateSession } from '../client/schedule-client';
import { SCHEDULE_WORDS as WORDS } from '../words';
import { useRefreshAfterWrite } from './use-refresh-after-write';

/** Adds a session; the form shows what the server refused on its fields. */
export function useCreateSession() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: SessionWrite) => createSession(eventId, body),
    onSuccess: () => {
      notify(WORDS.sessionCreated, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh();
    },
  });
}

/** Saves every field of a session (confirmed: although groups use it, on a move to another day). */
export function useUpdateSession(segmentId: number) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ body, confirm }: { body: SessionWrite; confirm: boolean }) =>
      updateSession(eventId, segmentId, body, confirm),
    onSuccess: () => {
      notify(WORDS.sessionSaved, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh();
    },
  });
}

/** Deletes a session (confirmed: although groups use it). */
export function useDeleteSession(segmentId: number) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (confirm: boolean) => deleteSession(eventId, segmentId, confirm),
    onSuccess: () => {
      notify(WORDS.sessionDeleted, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh({ deletedSegmentId: segmentId });
    },
  });
}
