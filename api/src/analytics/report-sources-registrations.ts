/**
 * The registrations source: one row per registration. It walks the event's registrations one
 * status at a time through registrations_event_status_created_idx
 * (event, status, created_at desc, id desc) in keyset chunks, so a 1,000,000-registrant event
 * streams without an offset scan or a sort; the rarely wanted cells (all tickets, coupons) are
 * read only when a column asks for them.
 */
import type { ReportSourceOf } from '@console/analytics-contract';
import type { RegistrationStatus } from '@console/shared/contract';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { labelPlainText } from '@console/people-contract';
import { answerText } from '../abandoned-registrations/answers';
import type { Db } from '../db/client';
import { createdAtKey, newestFirstChunks } from '../db/keyset';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import {
  registrationFlows,
  registrationFormFields,
  registrations,
  ticketTypes,
  users,
} from '../db/schema';
import {
  fullName,
  inZone,
  roleWord,
  statusWord,
  REPORT_CHUNK_ROWS,
  yesNo,
  type ReportEvent,
  type ReportRecord,
} from './report-sources-format';

const r = registrations;

const ticketsText = sql<
  string | null
>`(select string_agg(tt.name || ' x' || rt.count, '; ' order by tt.id)
  from registration_tickets rt join ticket_types tt on tt.id = rt.ticket_type_id
  where rt.registration_id = registrations.id)`;
/** A registration's coupon codes; correlated on registrations.id. */
export const couponsText = sql<string | null>`(select string_agg(c.code, '; ' order by c.id)
  from registration_coupons rc join coupons c on c.id = rc.coupon_id
  where rc.registration_id = registrations.id)`;
const none = sql<null>`null`;

function registrationWhere(
  eventId: number,
  status: RegistrationStatus,
  source: Omit<ReportSourceOf<'registrations'>, 'name' | 'statuses'>,
): SQL {
  return (
    and(
      eq(r.eventId, eventId),
      eq(r.status, status),
      source.roles ? inArray(r.role, [...source.roles]) : undefined,
      source.attended === undefined ? undefined : eq(r.isAttended, source.attended),
      source.paidTicket ? gt(ticketTypes.priceCents, 0) : undefined,
    ) ?? sql`false`
  );
}

/** The event's form labels in form order: answers are keyed by label (approvals' customField). */
async function formLabelOrder(db: Db, eventId: number): Promise<Map<string, number>> {
  const fields = await db
    .select({ label: registrationFormFields.label })
    .from(registrationFormFields)
    .where(eq(registrationFormFields.eventId, eventId))
    .orderBy(asc(registrationFormFields.position), asc(registrationFormFields.id));
  return new Map(fields.map((f, i) => [labelPlainText(f.label), i]));
}

/** "Label: answer; ..." in form order, answers to labels the form no longer has last, by label. */
function formAnswers(customField: Record<string, unknown>, order: Map<string, number>): string {
  const rank = (label: string) => order.get(label) ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(customField)
    .map(([label, value]) => [labelPlainText(label), answerText(value)] as const)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([label, answer]) => `${label}: ${answer}`)
    .join('; ');
}

/** Every registration of the source's statuses, newest first within each status. */
export async function* registrationRecords(
  db: Db,
  event: ReportEvent,
  source: ReportSourceOf<'registrations'>,
  fields: ReadonlySet<string>,
): AsyncGenerator<ReportRecord[]> {
  const wants = (field: string) => fields.has(field);
  const labelOrder = wants('formAnswers')
    ? await formLabelOrder(db, event.id)
    : new Map<string, number>();
  for (const status of source.statuses) {
    const where = registrationWhere(event.id, status, source);
    const chunks = newestFirstChunks(r, REPORT_CHUNK_ROWS, (after) =>
      db
        .select({
          id: r.id,
          key: createdAtKey(r),
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          status: r.status,
          role: r.role,
          flow: registrationFlows.name,
          ticket: ticketTypes.name,
          attended: r.isAttended,
          createdAt: r.createdAt,
          decidedAt: r.statusUpdatedAt,
          // The form's answers are read only for a column that writes them (a quarter of a row's cost).
          customField: wants('formAnswers') ? r.customField : none,
          tickets: wants('tickets') ? ticketsText : none,
          coupons: wants('coupons') ? couponsText : none,
          deciderFirstName: users.firstName,
          deciderLastName: users.lastName,
        })
        .from(r)
        .innerJoin(registrationFlows, eq(registrationFlows.id, r.flowId))
        .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
        .leftJoin(users, eq(users.id, r.statusUpdatedBy))
        .where(and(where, after))
        .orderBy(...REGISTRATIONS_NEWEST_FIRST)
        .limit(REPORT_CHUNK_ROWS),
    );
    for await (const rows of chunks)
      yield rows.map((row) => ({
        registrationId: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        status: statusWord(row.status),
        role: roleWord(row.role),
        flow: row.flow,
        ticket: row.ticket ?? '',
        tickets: row.tickets ?? '',
        coupons: row.coupons ?? '',
        attended: yesNo(row.attended),
        registeredAt: inZone(row.createdAt, event.tz),
        decidedBy:
          row.deciderFirstName === null
            ? ''
            : fullName(row.deciderFirstName, row.deciderLastName ?? ''),
        decidedAt: inZone(row.decidedAt, event.tz),
        formAnswers: row.customField === null ? '' : formAnswers(row.customField, labelOrder),
      }));
  }
}
