/**
 * The reminder a selection would be sent, before it is sent (issue #44): the event's reminder
 * email filled for the selection's first person as the communication feature fills its previews
 * (communication/drafts.ts fillDraft), and how many people it goes to. It refuses what the send
 * refuses (remindWhere): the reminder email turned off, more people than one send may email.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { ApiError } from '../http/errors';
import { ERROR_CODES } from '@console/shared/contract';
import {
  COMMUNICATION_ERROR_CODES,
  COMMUNICATION_MESSAGES,
  KIND_PLACEHOLDERS,
} from '@console/event-setup-contract';
import { readEventEmail } from '../communication/event-emails';
import { fillDraft, type DraftEvent } from '../communication/drafts';
import { tooManyReminders } from './actions';
import { abandonedRegistrations } from './schema';
import { ABANDONED_LIMITS, type AbandonedReminderPreview } from '@console/people-contract';

export async function previewReminder(
  db: Db,
  event: DraftEvent,
  where: SQL,
): Promise<AbandonedReminderPreview> {
  const email = await readEventEmail(db, event.id, 'REMINDER');
  if (!email.enabled)
    throw new ApiError(
      409,
      COMMUNICATION_ERROR_CODES.emailOff,
      COMMUNICATION_MESSAGES.emailOff('REMINDER'),
    );
  const [capped] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from abandoned_registrations where ${where} limit ${ABANDONED_LIMITS.maxReminders + 1}::int) t`,
  );
  const count = Number(capped?.n ?? 0);
  if (count > ABANDONED_LIMITS.maxReminders) throw tooManyReminders();
  const a = abandonedRegistrations;
  const [first] = await db
    .select({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      flowId: a.flowId,
      flowContextId: a.flowContextId,
    })
    .from(a)
    .where(where)
    .orderBy(asc(a.id))
    .limit(1);
  if (!first)
    throw new ApiError(
      404,
      ERROR_CODES.notFound,
      'No abandoned registration matches this selection any more. Reload the list and choose again.',
    );
  const filled = fillDraft(event, KIND_PLACEHOLDERS.REMINDER, email, first);
  return {
    count,
    subject: filled.subject,
    text: filled.text,
    to: { name: `${first.firstName} ${first.lastName}`.trim(), email: first.email },
  };
}
