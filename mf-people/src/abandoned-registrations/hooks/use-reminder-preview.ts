import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { previewReminder } from '../client/abandoned-client';
import { abandonedKeys, type AbandonedAction } from '@console/people-contract';

/** The reminder a selection would be sent: read afresh each time the confirmation opens. */
export const reminderPreviewQuery = (eventId: number, selection: AbandonedAction | null) =>
  queryOptions({
    queryKey: abandonedKeys.reminderPreview(eventId, selection ?? { flowContextMetadataIds: [] }),
    queryFn: selection ? ({ signal }) => previewReminder(eventId, selection, signal) : skipToken,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The reminder shown before it is sent; nothing while no reminder is being confirmed. */
export function useReminderPreview(selection: AbandonedAction | null) {
  const { eventId } = useCurrentEvent();
  return useQuery(reminderPreviewQuery(eventId, selection));
}
