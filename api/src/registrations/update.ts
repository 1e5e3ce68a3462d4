/**
 * Editing a registrant from the console: names, role, email and answers; what is not sent stays.
 * Answers are merged into the stored ones (null removes one). An email another registration of
 * the event has is a 409. Invitees follow the email: the trigger of migration 0008 marks the new
 * email's invitees REGISTERED, and invitees linked through the old email are unlinked here, which
 * sends them back to awaiting a response (migration 0021).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import { events, registrations } from '../db/schema';
import { badField } from '../http/errors';
import { invitees } from '../invite-lists/schema';
import type { RegistrationAnswer, UpdateRegistrationBody } from '@console/people-contract';
import type { ActivityActor } from '../activity-log/record';
import { recordRegistrantEdited } from './activity';
import { ANSWER_ERRORS, checkRequiredKept, formFieldsByName, storedAnswers } from './answers';
import { checkRole } from './create';
import { checkEmailFree } from './email';
import { loadRegistrationRow } from './registrant';

export async function updateRegistration(
  db: Db,
  event: { id: number; type: EventType },
  registrationId: number,
  body: UpdateRegistrationBody,
  actor: ActivityActor,
): Promise<void> {
  if (body.role !== undefined) checkRole(event.type, body.role);
  const changes = body.customField ?? {};
  const answered: Record<string, RegistrationAnswer> = {};
  for (const [name, answer] of Object.entries(changes))
    if (answer !== null) answered[name] = answer;
  const fields = await formFieldsByName(db, event.id);
  const stored = storedAnswers(fields, answered);
  const removed = Object.keys(changes).filter((name) => changes[name] === null);
  const unknown = removed.find((name) => !fields.has(name));
  if (unknown !== undefined) throw badField(`customField.${unknown}`, ANSWER_ERRORS.unknownField);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, event.id))
      .for('no key update');
    const current = await loadRegistrationRow(tx, event.id, registrationId, { lock: true });
    await checkRequiredKept(tx, current.flowId, changes);
    const emailChanged = body.email !== undefined && body.email !== current.email;
    if (emailChanged && body.email) await checkEmailFree(tx, event.id, body.email, current.id);
    const r = registrations;
    const answers =
      Object.keys(changes).length === 0
        ? {}
        : {
            customField: sql`(${r.customField} || ${JSON.stringify(stored)}::jsonb) - array(select jsonb_array_elements_text(${JSON.stringify(removed)}::jsonb))`,
          };
    const set = {
      ...(body.firstName === undefined ? {} : { firstName: body.firstName }),
      ...(body.lastName === undefined ? {} : { lastName: body.lastName }),
      ...(body.role === undefined ? {} : { role: body.role }),
      ...(emailChanged ? { email: body.email } : {}),
      ...answers,
    };
    if (Object.keys(set).length === 0) return;
    const [updated] = await tx.update(r).set(set).where(eq(r.id, current.id)).returning();
    if (updated) await recordRegistrantEdited(tx, actor, current, updated);
    if (emailChanged && body.email)
      await tx
        .update(invitees)
        .set({ registrationId: null })
        .where(
          and(
            eq(invitees.registrationId, current.id),
            ne(sql`lower(${invitees.email})`, body.email.toLowerCase()),
          ),
        );
  });
}
