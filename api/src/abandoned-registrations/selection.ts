/**
 * What a delete or reminder payload names (spec people §7): explicit ids, all of which must be
 * the event's (400 otherwise, nothing done), or a select-all's filter.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { badField } from '../http/errors';
import { abandonedWhere } from './filter';
import { abandonedRegistrations } from './schema';
import type { AbandonedAction } from '@console/people-contract';

export async function selectionWhere(
  db: Db,
  eventId: number,
  action: AbandonedAction,
): Promise<SQL> {
  if ('filter' in action) {
    const { createdUntil, ...filter } = action.filter;
    return abandonedWhere(eventId, {
      ...filter,
      createdUntil: createdUntil ? new Date(createdUntil) : undefined,
    });
  }
  const ids = [...new Set(action.flowContextMetadataIds)];
  const a = abandonedRegistrations;
  const found = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.eventId, eventId), inArray(a.id, ids)));
  if (found.length !== ids.length)
    throw badField('flowContextMetadataIds', 'Some registrations do not belong to this event');
  return abandonedWhere(eventId, { ids });
}
