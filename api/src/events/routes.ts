/** GET /api/events (the dashboard list) and GET /api/events/:eventId/context (what the shell needs). */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardEventListSchema, EventContextResponseSchema } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventRoles, events } from '../db/schema';
import { hasEnabledIntegration } from '../integrations/effective-status';
import { portals } from '../integrations/schema';
import { eventAccess, sessionAccess } from '../http/access';
import { currentAuth } from '../http/auth-hooks';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { eventFlags } from './flags';
import { toWireEvent } from './serialize';

export const eventRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        config: { access: sessionAccess },
        schema: {
          tags: ['events'],
          response: { 200: DashboardEventListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { user } = currentAuth(request);
        const rows = await db
          .select({ event: events, role: eventRoles.role })
          .from(eventRoles)
          .innerJoin(events, eq(events.id, eventRoles.eventId))
          .where(eq(eventRoles.userId, user.id))
          .orderBy(asc(events.startDateTime), asc(events.id));
        return {
          events: rows.map(({ event, role }) => ({
            ...toWireEvent(event),
            role,
            isOrganizer: role === 'ORGANIZER',
          })),
        };
      },
    );

    app.get(
      '/events/:eventId/context',
      {
        // Any role on the event: its layout is what every team member sees first.
        config: { access: eventAccess({ anyOf: [] }) },
        schema: {
          tags: ['events'],
          params: EventParamsSchema,
          response: { 200: EventContextResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event, role, ownedBoothIds } = grantedAccess(request);
        const [flags, portalRows, usesIntegration] = await Promise.all([
          eventFlags(db, event),
          // Portals are a flex-event feature (spec §2.2): none for other events.
          event.isFlex
            ? db
                .select()
                .from(portals)
                .where(and(eq(portals.eventId, event.id), eq(portals.isEnabled, true)))
                .orderBy(asc(portals.id))
            : Promise.resolve([]),
          hasEnabledIntegration(db, event),
        ]);
        return {
          event: toWireEvent(event),
          access: {
            eventId: event.id,
            role: role.role,
            eventRoleId: role.id,
            isOrganizer: role.role === 'ORGANIZER',
            isBoothOwner: ownedBoothIds.length > 0,
            ownedBoothIds,
            permissions: role.permissions,
          },
          flags,
          portals: portalRows.map((p) => ({
            portalId: p.id,
            name: p.name,
            portalType: p.portalType,
            isEnabled: p.isEnabled,
          })),
          hasEnabledIntegration: usesIntegration,
        };
      },
    );
  };
