/**
 * The WHERE of the list, its count, the CSV and a select-all action: one event's rows, narrowed
 * by an email substring (trigram index on lower(email)), flows, tickets (GIN, `&&`), explicit ids
 * and a select-all's cutoff. Every condition starts with the event, as every index does.
 */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { intList } from '../db/query-helpers';
import { abandonedRegistrations } from './schema';

export interface AbandonedWhere {
  emailId?: string | undefined;
  flowIds?: readonly number[] | undefined;
  ticketTypeIds?: readonly number[] | undefined;
  ids?: readonly number[] | undefined;
  createdUntil?: Date | undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function abandonedWhere(eventId: number, filter: AbandonedWhere): SQL {
  const a = abandonedRegistrations;
  const conditions: SQL[] = [eq(a.eventId, eventId)];
  const email = filter.emailId?.trim().toLowerCase();
  if (email) conditions.push(sql`lower(${a.email}) like ${`%${escapeLike(email)}%`}`);
  // One flow is an equality, so the (event, flow, created_at, id) index gives the page in order.
  const [onlyFlow, ...moreFlows] = filter.flowIds ?? [];
  if (onlyFlow !== undefined && moreFlows.length === 0) conditions.push(eq(a.flowId, onlyFlow));
  else if (onlyFlow !== undefined)
    conditions.push(sql`${a.flowId} = any(${intList(filter.flowIds ?? [])})`);
  if (filter.ticketTypeIds && filter.ticketTypeIds.length > 0)
    conditions.push(sql`${a.ticketTypeIds} && ${intList(filter.ticketTypeIds)}`);
  if (filter.ids) conditions.push(sql`${a.id} = any(${intList(filter.ids)})`);
  if (filter.createdUntil) conditions.push(lte(a.createdAt, filter.createdUntil));
  return and(...conditions) ?? sql`false`;
}
