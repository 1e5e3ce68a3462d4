/**
 * requireOrganizationPermission: the check of organization-scope routes (the organization's
 * integrations, /dashboard/integration/list). Permissions are held at event scope only (spec §6),
 * so a user acts for their organization when they hold the requirement as ORGANIZER on at least
 * one event of it; a write also needs that event not to be canceled (spec §2.1: read-only
 * otherwise). 401 without a session (checked before), 403 otherwise. One indexed lookup
 * (event_roles by user, then the event by id).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventRoles, events } from '../db/schema';
import { currentAuth } from './auth-hooks';
import { forbidden } from './errors';

export function makeRequireOrganizationPermission(db: Db) {
  return function requireOrganizationPermission(
    requirement: PermissionRequirement,
    options: { write: boolean },
  ) {
    return async (request: FastifyRequest): Promise<void> => {
      const { user } = currentAuth(request);
      const held =
        requirement.anyOf.length === 0
          ? sql`true`
          : sql`${eventRoles.permissions} && array[${sql.join(
              requirement.anyOf.map((p) => sql`${p}`),
              sql`, `,
            )}]::text[]`;
      const [granted] = await db
        .select({ eventId: eventRoles.eventId })
        .from(eventRoles)
        .innerJoin(events, eq(events.id, eventRoles.eventId))
        .where(
          and(
            eq(eventRoles.userId, user.id),
            eq(eventRoles.role, 'ORGANIZER'),
            eq(events.organizationId, user.organizationId),
            options.write ? ne(events.status, 'CANCELED') : undefined,
            held,
          ),
        )
        .limit(1);
      if (!granted) throw forbidden();
    };
  };
}

export type RequireOrganizationPermission = ReturnType<typeof makeRequireOrganizationPermission>;
