/**
 * One batch of an import, inside the job step's transaction: the valid rows are inserted at once
 * (ON CONFLICT DO NOTHING on the list's unique email index, so a row already on the list is
 * refused, never doubled), REGISTERED when the email already completed a registration; refused
 * rows go to the import's failure log; each new invitee is sent the chosen invitations.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { queueInvitationEmails } from './communications';
import type { RecordOutcome } from './import-records';
import { registeredRegistration } from './registered';
import { inviteImportFailures } from './schema';
import { PEOPLE_EXTRA_MESSAGES } from '@console/people-contract';

export interface ImportTarget {
  jobId: number;
  eventId: number;
  audienceGroupId: number;
  ticketTypeId: number | null;
  communicationIds: readonly number[];
}

export interface BatchResult {
  added: number;
  refused: number;
}

export async function applyImportBatch(
  tx: Db,
  target: ImportTarget,
  outcomes: readonly RecordOutcome[],
): Promise<BatchResult> {
  const valid = outcomes.filter((o) => o.values !== null);
  const rows = valid.map((o) => ({
    row: o.row,
    email: o.values?.email,
    first_name: o.values?.firstName,
    last_name: o.values?.lastName,
    role: o.values?.role,
    company: o.values?.company,
    phone_number: o.values?.phoneNumber,
    country: o.values?.country,
  }));
  const inserted =
    rows.length === 0
      ? []
      : await queryRows<{ id: number; email: string }>(
          tx,
          sql`
      insert into invitees (audience_group_id, event_id, email, first_name, last_name, role, company,
        phone_number, country, invitation_status, ticket_type_id, registration_id, import_job_id)
      select ${target.audienceGroupId}::int, ${target.eventId}::int, x.email, x.first_name, x.last_name,
        x.role, x.company, x.phone_number, x.country,
        case when reg.id is null then 'AWAITING_RESPONSE' else 'REGISTERED' end,
        ${target.ticketTypeId}::int, reg.id, ${target.jobId}::int
      from json_to_recordset(${JSON.stringify(rows)}::json) as x("row" int, email text, first_name text,
        last_name text, role text, company text, phone_number text, country text)
      ${registeredRegistration(target.eventId, sql`x.email`)}
      order by x."row"
      on conflict do nothing
      returning id, lower(email) as email`,
        );
  const added = new Set(inserted.map((r) => r.email));
  const failures = outcomes.flatMap((o) => {
    if (o.reason !== null) return [{ rowNumber: o.row, email: o.email, reason: o.reason }];
    return added.has(o.email.toLowerCase())
      ? []
      : [{ rowNumber: o.row, email: o.email, reason: PEOPLE_EXTRA_MESSAGES.alreadyInList }];
  });
  if (failures.length > 0)
    await tx
      .insert(inviteImportFailures)
      .values(failures.map((f) => ({ jobId: target.jobId, ...f })))
      .onConflictDoNothing();
  await queueInvitationEmails(tx, {
    eventId: target.eventId,
    audienceGroupId: target.audienceGroupId,
    inviteeIds: inserted.map((r) => Number(r.id)),
    communicationIds: target.communicationIds,
  });
  return { added: inserted.length, refused: failures.length };
}
