/**
 * Renders a venue settings page as the shell would (see @console/shared/testing), at its route of
 * a test event, against a fake API that keeps the settings and applies the edits it is sent (as
 * the API does: the named settings change, the others stay), beside the pages its links open.
 */
import { type Event } from '@console/shared/contract';
import {
  anEvent,
  FetchRouter,
  renderOneOfEventPages,
  type EventPages,
  type testShellContext,
} from '@console/shared/testing';
import {
  VENUE_SETTINGS_API,
  VENUE_ZONES,
  type VenueSettings,
  type VenueZone,
} from '@console/event-setup-contract';
import { EngagementPage } from '../engagement/EngagementPage';
import { ExpoPage } from '../expo/ExpoPage';
import { NetworkingPage } from '../networking/NetworkingPage';
import { VenueSettingsPage } from '../overview/VenueSettingsPage';
import { StagesPage } from '../stages/StagesPage';
import { LobbyPage, RoomsPage } from '../zones/ZonePages';
import { aVenue, expoOf } from './fixtures';

export { reply } from '@console/shared/testing';

export const EVENT_ID = 5;
export const EVENT_BASE = `/event/${EVENT_ID}`;
export const api = {
  settings: VENUE_SETTINGS_API.settings(EVENT_ID),
  zones: VENUE_SETTINGS_API.zones(EVENT_ID),
  lobby: VENUE_SETTINGS_API.lobby(EVENT_ID),
  stages: VENUE_SETTINGS_API.stages(EVENT_ID),
  stageRename: VENUE_SETTINGS_API.stageRename(EVENT_ID),
  rooms: VENUE_SETTINGS_API.rooms(EVENT_ID),
  expo: VENUE_SETTINGS_API.expo(EVENT_ID),
  networking: VENUE_SETTINGS_API.networking(EVENT_ID),
  engagement: VENUE_SETTINGS_API.engagement(EVENT_ID),
};

export const testEvent: Event = anEvent({ eventId: EVENT_ID, name: 'Venue Summit' });

const switched = (venue: VenueSettings, changes: Partial<Record<VenueZone, boolean>>) =>
  VENUE_ZONES.filter((zone) => changes[zone] ?? venue.activeZones.includes(zone));

/** A fake API holding `initial` and applying each edit to it. */
export function venueApi(initial: VenueSettings = aVenue()) {
  let venue = initial;
  const router = new FetchRouter();
  const apply = (next: VenueSettings) => {
    venue = next;
    return venue;
  };
  const zoneEdit = (zone: VenueZone) => (request: { body: unknown }) => {
    const { active } = request.body as { active: boolean };
    return apply({ ...venue, activeZones: switched(venue, { [zone]: active }) });
  };
  router
    .on('GET', api.settings, () => venue)
    .on('GET', api.expo, () => expoOf(venue))
    .on('PATCH', api.zones, (request: { body: unknown }) =>
      apply({ ...venue, activeZones: switched(venue, request.body as Record<VenueZone, boolean>) }),
    )
    .on('PATCH', api.lobby, zoneEdit('LOBBY'))
    .on('PATCH', api.stages, zoneEdit('STAGE'))
    .on('PATCH', api.rooms, zoneEdit('ROOM'))
    .on('PATCH', api.expo, (request: { body: unknown }) => {
      const { active, ...rest } = request.body as { active?: boolean; boothZoneActive?: boolean };
      return apply({ ...venue, ...rest, activeZones: switched(venue, { EXPO: active }) });
    })
    .on('PATCH', api.networking, (request: { body: unknown }) => {
      const { active, ...rest } = request.body as Partial<VenueSettings> & { active?: boolean };
      return apply({ ...venue, ...rest, activeZones: switched(venue, { NETWORKING: active }) });
    })
    .on('PATCH', api.engagement, (request: { body: unknown }) =>
      apply({ ...venue, ...(request.body as Partial<VenueSettings>) }),
    )
    .on('POST', api.stageRename, (request: { body: unknown }) => {
      const { name, newName } = request.body as { name: string; newName: string };
      return apply({
        ...venue,
        stages: venue.stages.map((stage) =>
          stage.name === name ? { ...stage, name: newName } : stage,
        ),
      });
    });
  return router;
}

const PAGES = {
  settings: { path: 'venue-setup/venueSettings', element: <VenueSettingsPage /> },
  lobby: { path: 'venue-setup/lobby', element: <LobbyPage /> },
  stages: { path: 'venue-setup/stages', element: <StagesPage /> },
  rooms: { path: 'venue-setup/discussion', element: <RoomsPage /> },
  expo: { path: 'venue-setup/expo/*', element: <ExpoPage /> },
  networking: { path: 'venue-setup/networking', element: <NetworkingPage /> },
  engagement: { path: 'venue-setup/engagement', element: <EngagementPage /> },
} satisfies EventPages<string>;
export type VenuePage = keyof typeof PAGES;

export interface RenderOptions {
  fetch?: FetchRouter;
  /** The shell context's read-only state, access... (the event is the test event unless given). */
  context?: Parameters<typeof testShellContext>[0];
}

export function renderVenuePage(
  page: VenuePage,
  { fetch = venueApi(), context }: RenderOptions = {},
) {
  return renderOneOfEventPages(PAGES, page, {
    eventBase: EVENT_BASE,
    fetch,
    context: { event: testEvent, ...context },
    elsewhere: { 'venue-setup/schedule': 'Schedule page' },
  });
}
