/**
 * The event of an access control request: the Access control tab is hidden for webinars and
 * series (spec people §2, §6), so their access control endpoints answer 404 with that reason.
 */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type PermissionRequirement } from '@console/shared/contract';
import { ApiError } from '../http/errors';
import { grantedAccess } from '../http/permissions';
import type { EventRow } from '../events/access';

/** Every access control endpoint (spec people §6: experience management and session access). */
export const ACCESS_REQUIREMENT: PermissionRequirement = { anyOf: ['PEOPLE_ACCESS_CONTROL_WRITE'] };

export const NOT_FOR_WEBINARS_OR_SERIES =
  'Access control is available for events only, not for webinars or series';

export function accessEvent(request: FastifyRequest): EventRow {
  const { event } = grantedAccess(request);
  if (event.type === 'WEBINAR' || event.type === 'SERIES')
    throw new ApiError(404, ERROR_CODES.notFound, NOT_FOR_WEBINARS_OR_SERIES);
  return event;
}
