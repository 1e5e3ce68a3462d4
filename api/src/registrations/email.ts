/**
 * One registration per email in an event, as the console writes them: adding or editing someone
 * with an email another registration of the event has, in any case, is a 409. The look-up probes
 * registrations_event_email_idx on the lower-cased email, as the invite lists' match does
 * (invite-lists/registered.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@console/shared/contract';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { ApiError } from '../http/errors';
import { REGISTRATION_MESSAGES } from '@console/people-contract';

export async function checkEmailFree(
  tx: Db,
  eventId: number,
  email: string,
  exceptRegistrationId?: number,
): Promise<void> {
  const r = registrations;
  const rows = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.eventId, eventId),
        sql`lower(${r.email}) = lower(${email})`,
        exceptRegistrationId === undefined ? undefined : ne(r.id, exceptRegistrationId),
      ),
    )
    .limit(1);
  if (rows.length > 0)
    throw new ApiError(409, ERROR_CODES.conflict, REGISTRATION_MESSAGES.emailTaken(email), 'email');
}
