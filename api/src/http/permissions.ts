/**
 * requireEventPermission: the event-scope authorization every `/api/events/:eventId/...` route uses.
 * 401 without a session, 404 for an unknown event, 403 without a role on the event or without any
 * permission of the requirement (a booth owner passes where the requirement allows booth owners).
 * A booth owner who is not an organizer is kept to the booth routes, as the shell's guard keeps
 * them (spec §2.10, §5): any other route with a requirement is refused whatever they hold.
 * Runs before validation (access.ts), so it checks the event id itself; it leaves the loaded access
 * on the request.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ERROR_CODES,
  hasAnyPermission,
  IdParamSchema,
  type PermissionRequirement,
} from '@console/shared/contract';
import type { Db } from '../db/client';
import { loadEventAccess, type EventAccessRow, type EventRoleRow } from '../events/access';
import { ApiError, forbidden, notFound } from './errors';
import { currentAuth } from './auth-hooks';

export const EventParamsSchema = z.object({ eventId: IdParamSchema });

export type GrantedEventAccess = EventAccessRow & { role: EventRoleRow };

declare module 'fastify' {
  interface FastifyRequest {
    eventAccess: GrantedEventAccess | null;
  }
}

export function grantedAccess(request: FastifyRequest): GrantedEventAccess {
  if (!request.eventAccess) throw forbidden();
  return request.eventAccess;
}

export function makeRequireEventPermission(db: Db) {
  return function requireEventPermission(
    requirement: PermissionRequirement,
    options: { boothRoute?: boolean } = {},
  ) {
    return async (request: FastifyRequest): Promise<void> => {
      const auth = currentAuth(request);
      const params = EventParamsSchema.safeParse(request.params);
      if (!params.success)
        throw new ApiError(
          400,
          ERROR_CODES.invalidInput,
          `eventId: ${params.error.issues[0]?.message ?? 'Invalid'}`,
          'eventId',
        );
      const { eventId } = params.data;
      const access = await loadEventAccess(db, eventId, auth.user.id);
      if (!access) throw notFound('Event');
      const { role } = access;
      if (!role) throw forbidden();
      const boothPass = requirement.boothOwnerAllowed === true && access.ownedBoothIds.length > 0;
      if (!boothPass && !hasAnyPermission(role.permissions, requirement)) throw forbidden();
      const boothOnly = role.role !== 'ORGANIZER' && access.ownedBoothIds.length > 0;
      if (boothOnly && requirement.anyOf.length > 0 && !boothPass && !options.boothRoute)
        throw forbidden();
      request.eventAccess = { ...access, role };
    };
  };
}

export type RequireEventPermission = ReturnType<typeof makeRequireEventPermission>;
