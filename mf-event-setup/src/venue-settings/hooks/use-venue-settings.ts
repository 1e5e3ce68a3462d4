import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { venueSettingsKeys } from '@console/event-setup-contract';
import { fetchExpoSettings, fetchVenueSettings } from '../client/venue-settings-client';

export const venueSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: venueSettingsKeys.settings(eventId),
    queryFn: ({ signal }) => fetchVenueSettings(eventId, signal),
  });

export const expoSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: venueSettingsKeys.expo(eventId),
    queryFn: ({ signal }) => fetchExpoSettings(eventId, signal),
  });

/** Every venue and engagement setting of the event, with its stages. */
export function useVenueSettings() {
  const { eventId } = useCurrentEvent();
  return useQuery(venueSettingsQuery(eventId));
}

/** The Expo page's settings and booths (a booth owner may read them too). */
export function useExpoSettings() {
  const { eventId } = useCurrentEvent();
  return useQuery(expoSettingsQuery(eventId));
}
