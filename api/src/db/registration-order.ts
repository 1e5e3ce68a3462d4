/**
 * Registrations newest first, the id breaking ties, in exactly the order of
 * registrations_event_status_created_idx (DESC NULLS LAST): a plain DESC means NULLS FIRST, which
 * that index cannot serve, and PostgreSQL then scans and sorts every row of the event.
 */
import { sql } from 'drizzle-orm';
import { registrations } from './schema';

export const REGISTRATIONS_NEWEST_FIRST = [
  sql`${registrations.createdAt} desc nulls last`,
  sql`${registrations.id} desc nulls last`,
];
