/**
 * The venue and engagement settings endpoints (issue #43), at the contract's VENUE_SETTINGS_API
 * paths under /api. The read of every setting is open to any of the sections' permissions; the
 * Expo page's read to the expo permission or a booth owner (the route catalogue lets booth owners
 * into Expo, spec shell §6). Each section's edit needs that section's permission; writes are
 * refused on a read-only event by the access hook. Every edit answers the settings as they are
 * now, exactly what access control's forced-inactive rules read from the next request on (access
 * control keeps no copy of them).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ERROR_CODES, routeByKey } from '@console/shared/contract';
import {
  EngagementEditSchema,
  ExpoEditSchema,
  ExpoSettingsSchema,
  NetworkingEditSchema,
  StageRenameSchema,
  VENUE_MESSAGES,
  VENUE_SECTION_PERMISSION,
  VENUE_SECTIONS,
  VENUE_SETTINGS_API,
  VenueSettingsSchema,
  ZoneEditSchema,
  ZonesEditSchema,
  type VenueSection,
  type VenueZone,
} from '@console/event-setup-contract';
import type { Db } from '../db/client';
import type { EventRow } from '../events/access';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { ApiError, errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { readExpoSettings, readVenueSettings } from './read';
import { renameStage } from './stages';
import { editAccessSettings, setLeaderboard, type AccessSettingsEdit } from './writes';

const sectionAccess = (section: VenueSection) =>
  eventAccess({ anyOf: [VENUE_SECTION_PERMISSION[section]] });

/** The event of a request, when its type has the venue setup pages (404 otherwise). */
function venueEvent(request: FastifyRequest): EventRow {
  const { event } = grantedAccess(request);
  if (!routeByKey('venue.settings').eventTypes.includes(event.type))
    throw new ApiError(404, ERROR_CODES.notFound, VENUE_MESSAGES.notForEventType);
  return event;
}

const zone = (key: VenueZone, active: boolean | undefined): AccessSettingsEdit['zones'] =>
  active === undefined ? {} : { [key]: active };

export const venueSettingsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['venue-settings'];
    const answer = { 200: VenueSettingsSchema, ...errorResponses };

    /** Applies a section's settings edit of the request's event, then answers every setting. */
    const edited = async (
      request: FastifyRequest,
      section: VenueSection,
      edit: AccessSettingsEdit,
    ) => {
      const event = venueEvent(request);
      await editAccessSettings(
        db,
        { eventId: event.id, actor: activityActor(request), section },
        edit,
      );
      return readVenueSettings(db, event);
    };

    app.get(
      VENUE_SETTINGS_API.settingsRoute,
      {
        config: {
          access: eventAccess({
            anyOf: VENUE_SECTIONS.map((section) => VENUE_SECTION_PERMISSION[section]),
          }),
        },
        schema: { tags, params: EventParamsSchema, response: answer },
      },
      async (request) => readVenueSettings(db, venueEvent(request)),
    );

    app.patch(
      VENUE_SETTINGS_API.zonesRoute,
      {
        config: { access: sectionAccess('settings') },
        schema: { tags, params: EventParamsSchema, body: ZonesEditSchema, response: answer },
      },
      async (request) => edited(request, 'settings', { zones: request.body }),
    );

    const zonePages = [
      ['lobby', VENUE_SETTINGS_API.lobbyRoute, 'LOBBY'],
      ['stages', VENUE_SETTINGS_API.stagesRoute, 'STAGE'],
      ['rooms', VENUE_SETTINGS_API.roomsRoute, 'ROOM'],
    ] as const;
    for (const [section, route, key] of zonePages)
      app.patch(
        route,
        {
          config: { access: sectionAccess(section) },
          schema: { tags, params: EventParamsSchema, body: ZoneEditSchema, response: answer },
        },
        async (request) => edited(request, section, { zones: { [key]: request.body.active } }),
      );

    app.post(
      VENUE_SETTINGS_API.stageRenameRoute,
      {
        config: { access: sectionAccess('stages') },
        schema: {
          tags,
          params: EventParamsSchema,
          body: StageRenameSchema,
          response: { ...answer, 409: ApiErrorSchema },
        },
      },
      async (request) => {
        const event = venueEvent(request);
        await renameStage(db, event.id, request.body, activityActor(request));
        return readVenueSettings(db, event);
      },
    );

    app.get(
      VENUE_SETTINGS_API.expoRoute,
      {
        config: {
          access: eventAccess({
            anyOf: [VENUE_SECTION_PERMISSION.expo],
            boothOwnerAllowed: true,
          }),
        },
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: ExpoSettingsSchema, ...errorResponses },
        },
      },
      async (request) => readExpoSettings(db, venueEvent(request)),
    );

    app.patch(
      VENUE_SETTINGS_API.expoRoute,
      {
        config: { access: sectionAccess('expo') },
        schema: { tags, params: EventParamsSchema, body: ExpoEditSchema, response: answer },
      },
      async (request) =>
        edited(request, 'expo', {
          zones: zone('EXPO', request.body.active),
          boothZoneActive: request.body.boothZoneActive,
        }),
    );

    app.patch(
      VENUE_SETTINGS_API.networkingRoute,
      {
        config: { access: sectionAccess('networking') },
        schema: { tags, params: EventParamsSchema, body: NetworkingEditSchema, response: answer },
      },
      async (request) => {
        const { active, ...rest } = request.body;
        return edited(request, 'networking', { zones: zone('NETWORKING', active), ...rest });
      },
    );

    app.patch(
      VENUE_SETTINGS_API.engagementRoute,
      {
        config: { access: sectionAccess('engagement') },
        schema: { tags, params: EventParamsSchema, body: EngagementEditSchema, response: answer },
      },
      async (request) => {
        const event = venueEvent(request);
        const write = {
          eventId: event.id,
          actor: activityActor(request),
          section: 'engagement' as const,
        };
        return readVenueSettings(
          db,
          await setLeaderboard(db, write, request.body.leaderboardEnabled),
        );
      },
    );
  };
