import type { VenueZone, ZoneEdit } from '@console/event-setup-contract';
import { editZone, type ZonePage } from '../client/venue-settings-client';
import { VENUE_WORDS as WORDS } from '../words';
import { useVenueEdit } from './use-venue-edit';

/** The zone switch of a page whose section is its zone (Lobby, Rooms, and Stages above its list). */
export function useZoneEdit(page: ZonePage, zone: VenueZone) {
  return useVenueEdit(
    (eventId: number, body: ZoneEdit) => editZone(eventId, page, body),
    (body) => WORDS.zoneSaved(zone, body.active),
  );
}
