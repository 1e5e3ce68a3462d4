/**
 * A draft filled as it would be sent: the preview (subject, text and escaped HTML, and whose data
 * filled it) and the test send, which queues that filled draft to the current user through the
 * outbox. The draft is filled from a registrant of the event (the one asked for, else the most
 * recent), or from sample values when the event has none, with the contract's fillText/fillHtml,
 * the functions the senders' SQL fill is checked against.
 */
import { sql } from 'drizzle-orm';
import {
  COMMUNICATION_MESSAGES as M,
  fillHtml,
  fillText,
  type EmailDraft,
  type EmailPreview,
  type Placeholder,
  type PlaceholderValues,
  type TestEmail,
} from '@console/event-setup-contract';
import { ERROR_CODES, REGISTRATION_STATUSES } from '@console/shared/contract';
import { continueLinkText } from '../abandoned-registrations/reminder-email';
import { queryRows, type Db } from '../db/client';
import { emailOutbox } from '../email/schema';
import { ApiError } from '../http/errors';
import { firstNameText } from './fill-sql';

/** The first name of the sample values (an event without registrants). */
export const SAMPLE_FIRST_NAME = 'Alex';
/** The flow context of the sample continue link. */
const SAMPLE_FLOW_CONTEXT = 'sample';

/** The person a draft is filled from: a registrant, or an abandoned registration's person. */
export interface Registrant {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  flowId: number;
  flowContextId: string;
}

const REGISTRANT_COLUMNS = sql`id, first_name as "firstName", last_name as "lastName", email,
  flow_id as "flowId", flow_context_id as "flowContextId"`;

/**
 * The event's most recent registrant, whatever the status: the newest of each status through the
 * (event, status, created_at desc, id desc) index, then the newest of those few.
 */
async function mostRecentRegistrant(db: Db, eventId: number): Promise<Registrant | null> {
  const newestOf = REGISTRATION_STATUSES.map(
    (status) => sql`(select ${REGISTRANT_COLUMNS}, created_at from registrations
      where event_id = ${eventId}::int and status = ${status}::text
      order by created_at desc nulls last, id desc nulls last limit 1)`,
  );
  const [row] = await queryRows<Registrant>(
    db,
    sql`select id, "firstName", "lastName", email, "flowId", "flowContextId"
      from (${sql.join(newestOf, sql` union all `)}) r
      order by created_at desc nulls last, id desc nulls last limit 1`,
  );
  return row ?? null;
}

/** The registrant a draft is filled from; 404 when the id is not one of the event's. */
async function registrantFor(
  db: Db,
  eventId: number,
  registrationId: number | undefined,
): Promise<Registrant | null> {
  if (registrationId === undefined) return mostRecentRegistrant(db, eventId);
  const [row] = await queryRows<Registrant>(
    db,
    sql`select ${REGISTRANT_COLUMNS} from registrations
      where id = ${registrationId}::int and event_id = ${eventId}::int`,
  );
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, M.registrantNotFound(registrationId));
  return row;
}

export interface DraftEvent {
  id: number;
  name: string;
}

/** Fills a draft whose placeholders were checked against `allowed` (the email's own). */
export async function previewDraft(
  db: Db,
  event: DraftEvent,
  allowed: readonly Placeholder[],
  draft: EmailDraft,
): Promise<EmailPreview> {
  return fillDraft(event, allowed, draft, await registrantFor(db, event.id, draft.registrationId));
}

/** A draft filled from `registrant`'s data, or from sample values when there is none. */
export function fillDraft(
  event: DraftEvent,
  allowed: readonly Placeholder[],
  draft: Pick<EmailDraft, 'subject' | 'body'>,
  registrant: Registrant | null,
): EmailPreview {
  const all: Required<PlaceholderValues> = registrant
    ? {
        firstName: firstNameText(registrant.firstName),
        event: event.name,
        continueLink: continueLinkText(event.id, registrant.flowId, registrant.flowContextId),
      }
    : {
        firstName: SAMPLE_FIRST_NAME,
        event: event.name,
        continueLink: continueLinkText(event.id, 0, SAMPLE_FLOW_CONTEXT),
      };
  const values: PlaceholderValues = Object.fromEntries(allowed.map((name) => [name, all[name]]));
  return {
    subject: fillText(draft.subject, values),
    text: fillText(draft.body, values),
    html: fillHtml(draft.body, values),
    filledFrom: registrant
      ? {
          registrationId: registrant.id,
          name: `${registrant.firstName} ${registrant.lastName}`.trim(),
          email: registrant.email,
        }
      : null,
    note: registrant ? null : M.noRegistrant,
  };
}

/** The subject of a test email starts with this. */
export const TEST_SUBJECT_PREFIX = '[Test] ';

/**
 * Queues the filled draft to `to` (the current user) as outbox template `template`
 * (`TEST_<kind>`); the sender delivers it over SMTP when configured.
 */
export async function sendTestDraft(
  db: Db,
  event: DraftEvent,
  allowed: readonly Placeholder[],
  draft: EmailDraft,
  to: string,
  template: string,
): Promise<TestEmail> {
  const filled = await previewDraft(db, event, allowed, draft);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      eventId: event.id,
      to,
      subject: `${TEST_SUBJECT_PREFIX}${filled.subject}`,
      body: filled.text,
      template,
    })
    .returning({ emailId: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject });
  if (!row) throw new Error('the test email was not queued');
  return row;
}
