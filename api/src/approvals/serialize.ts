/**
 * Approval request rows (registrations + flow + updater) to the contract's shapes, with their ticket
 * lines and coupons read for the whole set at once: two statements for a page or a report's chunk,
 * not two subqueries per row, which made a big tab's report stream slowly.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createdAtKey, newestFirstChunks } from '../db/keyset';
import { intList } from '../db/query-helpers';
import { registrationFlows, registrationFormFields, registrations, users } from '../db/schema';
import { type ApprovalRequest } from '@console/approvals-contract';
import { labelPlainText } from '@console/people-contract';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { coupons, registrationCoupons } from './schema';
import { ticketLinesOf } from './ticket-lines';

const r = registrations;

const requestFields = {
  id: r.id,
  flowContextId: r.flowContextId,
  flowId: r.flowId,
  flowName: registrationFlows.name,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  status: r.status,
  createdAt: r.createdAt,
  isTransactionInProgress: r.isTransactionInProgress,
  statusUpdatedAt: r.statusUpdatedAt,
  updatedByFirstName: users.firstName,
  updatedByLastName: users.lastName,
};

type RequestRow = {
  id: number;
  flowContextId: string;
  flowId: number;
  flowName: string;
  firstName: string;
  lastName: string;
  email: string;
  status: (typeof registrations.$inferSelect)['status'];
  createdAt: Date;
  isTransactionInProgress: boolean;
  statusUpdatedAt: Date | null;
  updatedByFirstName: string | null;
  updatedByLastName: string | null;
};

type Offers = Pick<ApprovalRequest, 'tickets' | 'coupons'>;

/** A request as the report writes it: everything but the registration form's answers. */
export type ReportedRequest = Omit<ApprovalRequest, 'customField'>;

/** Each registration's ticket lines (by ticket type) and coupons (by coupon), for `ids`. */
async function offersOf(db: Db, ids: readonly number[]): Promise<Map<number, Offers>> {
  const offers = new Map<number, Offers>(ids.map((id) => [id, { tickets: [], coupons: [] }]));
  if (ids.length === 0) return offers;
  const rc = registrationCoupons;
  const [lines, used] = await Promise.all([
    ticketLinesOf(db, ids),
    db
      .select({ registrationId: rc.registrationId, couponId: coupons.id, code: coupons.code })
      .from(rc)
      .innerJoin(coupons, eq(coupons.id, rc.couponId))
      .where(sql`${rc.registrationId} = any(${intList(ids)})`)
      .orderBy(asc(rc.registrationId), asc(coupons.id)),
  ]);
  for (const [registrationId, own] of lines) {
    const offer = offers.get(registrationId);
    if (offer)
      offer.tickets = own.map(({ ticketTypeId, name, count }) => ({ ticketTypeId, name, count }));
  }
  for (const { registrationId, ...coupon } of used)
    offers.get(registrationId)?.coupons.push(coupon);
  return offers;
}

/** The rows as the contract's requests (but their form's answers), in order, with their offers. */
async function withOffers(db: Db, rows: readonly RequestRow[]): Promise<ReportedRequest[]> {
  const offers = await offersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWireRequest(row, offers.get(row.id) ?? { tickets: [], coupons: [] }));
}

function toWireRequest(row: RequestRow, offers: Offers): ReportedRequest {
  return {
    registrationId: row.id,
    flowContextId: row.flowContextId,
    flowId: row.flowId,
    flowName: row.flowName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status === 'REGISTERED' ? 'APPROVED' : row.status,
    isRegistrationCompleted: row.status === 'REGISTERED',
    createdAt: new Date(row.createdAt).toISOString(),
    tickets: offers.tickets,
    coupons: offers.coupons,
    isTransactionInProgress: row.isTransactionInProgress,
    attendeeStatusUpdatedByInfo:
      row.statusUpdatedAt && row.updatedByFirstName !== null
        ? {
            updatedByFirstName: row.updatedByFirstName,
            updatedByLastName: row.updatedByLastName ?? '',
            updatedAt: new Date(row.statusUpdatedAt).toISOString(),
          }
        : null,
  };
}

/** Requests matching `where`, newest first (created_at desc, id desc). */
export async function selectRequests(
  db: Db,
  where: SQL,
  page: { limit: number; offset?: number },
): Promise<ApprovalRequest[]> {
  // The page's ids first, from registrations alone (an ordered index scan), then the joins for 20 rows.
  const pageIds = db
    .select({ id: r.id })
    .from(r)
    .where(where)
    .orderBy(...REGISTRATIONS_NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const rows = await db
    .select({ ...requestFields, eventId: r.eventId, customField: r.customField })
    .from(r)
    .innerJoin(registrationFlows, eq(registrationFlows.id, r.flowId))
    .leftJoin(users, eq(users.id, r.statusUpdatedBy))
    .where(inArray(r.id, pageIds))
    .orderBy(...REGISTRATIONS_NEWEST_FIRST);
  const requests = await withOffers(db, rows);
  const labels = await formLabels(db, rows[0]?.eventId);
  return requests.map((request, index) => ({
    ...request,
    customField: JSON.stringify(answersByLabel(rows[index]?.customField, labels)),
  }));
}

/** The labels of an event's form fields by field name, as text (labels may hold markup). */
async function formLabels(db: Db, eventId: number | undefined): Promise<Map<string, string>> {
  if (eventId === undefined) return new Map();
  const fields = await db
    .select({ fieldName: registrationFormFields.fieldName, label: registrationFormFields.label })
    .from(registrationFormFields)
    .where(eq(registrationFormFields.eventId, eventId));
  return new Map(fields.map((field) => [field.fieldName, labelPlainText(field.label)]));
}

/**
 * Answers are stored under their field's name, which never changes (decision 0035); approvers
 * read them under the field's label as the form shows it today. A name no field has (an answer
 * of a deleted field, or one stored under its label) is shown as stored.
 */
function answersByLabel(stored: unknown, labels: Map<string, string>): Record<string, unknown> {
  if (stored === null || typeof stored !== 'object') return {};
  return Object.fromEntries(
    Object.entries(stored).map(([name, answer]) => [labels.get(name) ?? name, answer]),
  );
}

/** Keyset pages of the whole filter (the report): never an offset scan, no form answers. */
export async function* allRequests(
  db: Db,
  where: SQL,
  chunk = 1000,
): AsyncGenerator<ReportedRequest[]> {
  const rows = newestFirstChunks(r, chunk, (after) =>
    db
      .select({ ...requestFields, key: createdAtKey(r) })
      .from(r)
      .innerJoin(registrationFlows, eq(registrationFlows.id, r.flowId))
      .leftJoin(users, eq(users.id, r.statusUpdatedBy))
      .where(and(where, after))
      .orderBy(...REGISTRATIONS_NEWEST_FIRST)
      .limit(chunk),
  );
  for await (const chunkRows of rows) yield await withOffers(db, chunkRows);
}
