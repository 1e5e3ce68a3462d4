/**
 * Registering someone from the console (People > Attendees): REGISTERED at once, with their
 * tickets as registration_tickets lines and the smallest ticket type on the row, as every writer
 * of the table keeps it (seed/approvals.ts). Everything kept from registrations follows from the
 * inserts through the database's statement triggers, as for any other writer: the audience and
 * approval tab counts, the ticket usage (the lines take the REGISTERED flag), an invitee with the
 * email becoming REGISTERED (migration 0008), and the custom groups' kept members.
 */
import { and, eq } from 'drizzle-orm';
import { rolesForEventType, type EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import { events, registrationFlows, registrations } from '../db/schema';
import { registrationTickets } from '../approvals/schema';
import { badField } from '../http/errors';
import type { CreateRegistrationBody } from '@console/people-contract';
import type { ActivityActor } from '../activity-log/record';
import { recordRegistrantAdded } from './activity';
import { checkRequiredAnswers, formFieldsByName, storedAnswers } from './answers';
import { checkEmailFree } from './email';
import { checkTicketLines } from './tickets';

export const REGISTRATION_ERRORS = {
  flow: 'Not a registration flow of this event',
  role: 'Not a role of this event',
} as const;

export async function isFlowOf(db: Db, flowId: number, eventId: number): Promise<boolean> {
  const rows = await db
    .select({ id: registrationFlows.id })
    .from(registrationFlows)
    .where(and(eq(registrationFlows.id, flowId), eq(registrationFlows.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

export function checkRole(eventType: EventType, role: CreateRegistrationBody['role']): void {
  if (!rolesForEventType(eventType).includes(role))
    throw badField('role', REGISTRATION_ERRORS.role);
}

export async function createRegistration(
  db: Db,
  event: { id: number; type: EventType },
  body: CreateRegistrationBody,
  actor: ActivityActor,
): Promise<number> {
  // The earlier single ticket is one line of one ticket, named by its own field in a refusal.
  const legacy = body.tickets.length === 0 && body.ticketTypeId != null;
  const lines = legacy ? [{ ticketTypeId: body.ticketTypeId ?? 0, count: 1 }] : body.tickets;
  const pathOf = (i: number) => (legacy ? 'ticketTypeId' : `tickets.${i}.ticketTypeId`);
  if (!(await isFlowOf(db, body.flowId, event.id)))
    throw badField('flowId', REGISTRATION_ERRORS.flow);
  checkRole(event.type, body.role);
  const customField = storedAnswers(await formFieldsByName(db, event.id), body.customField);
  await checkRequiredAnswers(db, body.flowId, body.customField);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, event.id))
      .for('no key update');
    await checkTicketLines(tx, event.id, lines, pathOf);
    await checkEmailFree(tx, event.id, body.email);
    const [row] = await tx
      .insert(registrations)
      .values({
        eventId: event.id,
        flowId: body.flowId,
        ticketTypeId: lines.length === 0 ? null : Math.min(...lines.map((l) => l.ticketTypeId)),
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        role: body.role,
        status: 'REGISTERED',
        customField,
      })
      .returning();
    if (!row) throw new Error('insert returned no registration');
    if (lines.length > 0)
      await tx
        .insert(registrationTickets)
        .values(lines.map((line) => ({ registrationId: row.id, ...line })));
    await recordRegistrantAdded(tx, actor, row, lines);
    return row.id;
  });
}
