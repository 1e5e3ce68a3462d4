/** One registrant of the event as the add and edit forms read it (404 for another event's). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { notFound } from '../http/errors';
import { ticketLinesOf } from '../approvals/ticket-lines';
import type { Registrant, RegistrationAnswer } from '@console/people-contract';
import { formFieldsByName, wireAnswer } from './answers';

export type RegistrationRow = typeof registrations.$inferSelect;

export async function loadRegistrationRow(
  db: Db,
  eventId: number,
  registrationId: number,
  options: { lock?: boolean } = {},
): Promise<RegistrationRow> {
  const r = registrations;
  const query = db
    .select()
    .from(r)
    .where(and(eq(r.id, registrationId), eq(r.eventId, eventId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Registration');
  return row;
}

export async function loadRegistrant(
  db: Db,
  eventId: number,
  registrationId: number,
): Promise<Registrant> {
  const row = await loadRegistrationRow(db, eventId, registrationId);
  const [fields, lines] = await Promise.all([
    formFieldsByName(db, eventId),
    ticketLinesOf(db, [row.id]),
  ]);
  const customField: Record<string, RegistrationAnswer> = {};
  for (const [name, field] of fields) {
    const answer = wireAnswer(field, row.customField[name]);
    if (answer !== undefined) customField[name] = answer;
  }
  return {
    registrationId: row.id,
    flowContextId: row.flowContextId,
    flowId: row.flowId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    status: row.status,
    tickets: (lines.get(row.id) ?? []).map(({ ticketTypeId, name, count }) => ({
      ticketTypeId,
      name,
      count,
    })),
    customField,
  };
}
