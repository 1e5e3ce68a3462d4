/**
 * The page each zone of the overview links to: its own settings page, but the schedule zone's,
 * which is the Schedule itself (the overview is the only page that switches it).
 */
import { VENUE_SECTION_ROUTE, ZONE_SECTION, type VenueZone } from '@console/event-setup-contract';

export const zonePageRoute = (zone: VenueZone): string =>
  zone === 'SCHEDULE' ? 'venue.schedule' : VENUE_SECTION_ROUTE[ZONE_SECTION[zone]];
