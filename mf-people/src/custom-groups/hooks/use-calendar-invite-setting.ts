import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchCalendarInviteSetting } from '../client/custom-groups-client';
import { customGroupKeys } from '@console/people-contract';

export const calendarInviteSettingQuery = (eventId: number) =>
  queryOptions({
    queryKey: customGroupKeys.calendarInviteSetting(eventId),
    queryFn: ({ signal }) => fetchCalendarInviteSetting(eventId, signal),
  });

/** The event's calendar invite setting: with isDayWiseBlock on, saving asks first (§8). */
export function useCalendarInviteSetting() {
  const { eventId } = useCurrentEvent();
  return useQuery(calendarInviteSettingQuery(eventId));
}
