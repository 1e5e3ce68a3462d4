/**
 * The approvals domain in SQL: list filters, selection resolution, the counting rules and the
 * facts the confirmation is chosen from. Shared by the routes and the job worker.
 *
 * Counting rules (spec §3, §4.1):
 * - a request's attendees: the sum of its ticket counts, or 1 without tickets;
 * - active registrations: the attendees of APPROVED requests, completed ones (REGISTERED) included;
 * - a ticket type's availability: quantity - (completed requests' ticket counts + open reservations
 *   of requests not completed); null quantity is unlimited.
 */
import { and, eq, inArray, lte, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { events, registrations, ticketTypes } from '../db/schema';
import { approvalTabCounts, ticketReservations, ticketUsageCounts } from './schema';
import {
  type ApprovalStatus,
  type SelectionFacts,
  type SkipValidationStep,
  type TicketShortage,
} from '@console/approvals-contract';
import { intList, likeContains } from '../db/query-helpers';
import { approvalEmailSwitches } from '../communication/event-emails';

export type RegistrationRow = typeof registrations.$inferSelect;
export type EventRow = typeof events.$inferSelect;

/**
 * Rows of one status tab (the APPROVED tab includes completed registrations), on the stored
 * approval_tab column, which folds REGISTERED into APPROVED (schema.ts), so the (event, tab,
 * created_at, id) indexes return a tab already in list order.
 */
export const tabWhere = (tab: ApprovalStatus): SQL => eq(registrations.approvalTab, tab);

export interface ApprovalFilter {
  status: ApprovalStatus;
  query?: string | undefined;
  flowIds?: readonly number[] | undefined;
  ticketTypeIds?: readonly number[] | undefined;
  /** Only rows created at or before this instant (a select-all's approvalCutoff). */
  createdUntil?: Date | undefined;
}

/**
 * Rows whose requested ticket types (registrations.requested_ticket_type_ids, or the kept counts'
 * copy of it) meet `ticketTypeIds`: the ticket filter, on the row, with no ticket lines read.
 */
export const requestsAnyTicket = (column: AnyColumn, ticketTypeIds: readonly number[]): SQL =>
  sql`${column} && ${intList(ticketTypeIds)}`;

/** WHERE of the list, the report and a select-all: tab, search, flows, tickets. */
export function filterWhere(eventId: number, filter: ApprovalFilter): SQL {
  const r = registrations;
  const conditions: (SQL | undefined)[] = [eq(r.eventId, eventId), tabWhere(filter.status)];
  const query = filter.query?.trim();
  if (query) {
    // One trigram-indexed column holds "first last email" in lower case.
    conditions.push(likeContains(r.searchText, query.toLowerCase()));
  }
  if (filter.flowIds && filter.flowIds.length > 0)
    conditions.push(sql`${r.flowId} = any(${intList(filter.flowIds)})`);
  if (filter.ticketTypeIds && filter.ticketTypeIds.length > 0)
    conditions.push(requestsAnyTicket(r.requestedTicketTypeIds, filter.ticketTypeIds));
  if (filter.createdUntil) conditions.push(lte(r.createdAt, filter.createdUntil));
  return and(...conditions) ?? sql`true`;
}

/** Rows that can be selected: not completed, no transaction in progress (approvalRules.isSelectable). */
export const selectableWhere = (): SQL =>
  and(
    not(eq(registrations.status, 'REGISTERED')),
    eq(registrations.isTransactionInProgress, false),
  ) ?? sql`true`;

/**
 * Requests an action may change (§4.1): pending ones can be approved; pending and
 * approved-not-registered ones can be rejected. Anything else in a selection is left alone.
 */
export const eligibleForWhere = (action: 'APPROVED' | 'REJECTED'): SQL =>
  and(
    selectableWhere(),
    action === 'APPROVED'
      ? eq(registrations.status, 'PENDING')
      : inArray(registrations.status, ['PENDING', 'APPROVED']),
  ) ?? sql`true`;

/**
 * Active registrations of the event (approved requests' attendees, completed ones included), from
 * the kept attendees of the APPROVED tab (registrations.attendee_count summed by migration 0013's
 * triggers, in the caller's transaction too).
 */
export async function activeRegistrations(db: Db, eventId: number): Promise<number> {
  const c = approvalTabCounts;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.attendees}), 0)::int`.mapWith(Number) })
    .from(c)
    .where(and(eq(c.eventId, eventId), eq(c.approvalTab, 'APPROVED')));
  return row?.n ?? 0;
}

export interface TicketAvailability {
  ticketTypeId: number;
  name: string;
  quantity: number | null;
  /** Tickets of completed registrations. */
  used: number;
  /** quantity - used - reserved; null when unlimited. May be negative after an "approve anyway". */
  remaining: number | null;
  salesEndAt: Date | null;
  priceCents: number;
  isPaid: boolean;
}

/**
 * Every ticket type of the event with what is left of it, from the kept used and reserved tickets
 * (ticket_usage_counts, moved by migration 0015's triggers, in the caller's transaction too): the
 * job reads it once per batch, so it must not grow with the event's ticket lines.
 */
export async function ticketAvailability(db: Db, eventId: number): Promise<TicketAvailability[]> {
  const t = ticketTypes;
  const c = ticketUsageCounts;
  const rows = await db
    .select({
      ticketTypeId: t.id,
      name: t.name,
      quantity: t.quantity,
      salesEndAt: t.salesEndAt,
      priceCents: t.priceCents,
      used: sql<number>`coalesce(${c.used}, 0)::int`.mapWith(Number),
      reserved: sql<number>`coalesce(${c.reserved}, 0)::int`.mapWith(Number),
    })
    .from(t)
    .leftJoin(c, eq(c.ticketTypeId, t.id))
    .where(eq(t.eventId, eventId))
    .orderBy(t.id);
  return rows.map((row) => ({
    ticketTypeId: row.ticketTypeId,
    name: row.name,
    quantity: row.quantity,
    used: row.used,
    remaining: row.quantity === null ? null : row.quantity - row.used - row.reserved,
    salesEndAt: row.salesEndAt,
    priceCents: row.priceCents,
    isPaid: row.priceCents > 0,
  }));
}

/** What the rows a status update would change hold: statuses, tickets, prices. */
export interface SelectedRow {
  id: number;
  status: RegistrationRow['status'];
  isTransactionInProgress: boolean;
  tickets: { ticketTypeId: number; count: number; isPaid: boolean }[];
}

export async function loadSelectedRows(
  db: Db,
  ids: readonly number[],
  forUpdate = false,
): Promise<SelectedRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    status: string;
    in_progress: boolean;
    tickets: string | null;
  }>(
    db,
    sql`
    select r.id, r.status, r.is_transaction_in_progress as in_progress,
      (select json_agg(json_build_object('t', rt.ticket_type_id, 'c', rt.count, 'p', tt.price_cents > 0) order by rt.ticket_type_id)::text
         from registration_tickets rt join ticket_types tt on tt.id = rt.ticket_type_id
        where rt.registration_id = r.id) as tickets
    from registrations r
    where r.id = any(${intList(ids)})
    order by r.id
    ${forUpdate ? sql`for update of r` : sql``}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    status: row.status as RegistrationRow['status'],
    isTransactionInProgress: row.in_progress,
    tickets: row.tickets
      ? (JSON.parse(row.tickets) as { t: number; c: number; p: boolean }[]).map((t) => ({
          ticketTypeId: t.t,
          count: t.c,
          isPaid: t.p,
        }))
      : [],
  }));
}

/** Whether a status update changes this row (completed and in-progress rows are never touched). */
/** Whether the action changes this row now: the rule of eligibleForWhere, on a loaded row. */
export function changes(row: SelectedRow, action: 'APPROVED' | 'REJECTED'): boolean {
  if (row.isTransactionInProgress) return false;
  return action === 'APPROVED'
    ? row.status === 'PENDING'
    : row.status === 'PENDING' || row.status === 'APPROVED';
}

export const attendeesOfRow = (row: SelectedRow): number =>
  row.tickets.length === 0 ? 1 : row.tickets.reduce((sum, t) => sum + t.count, 0);

export interface FactsInput {
  action: 'APPROVED' | 'REJECTED';
  rows: readonly SelectedRow[];
  event: EventRow;
  skipValidationSteps: readonly SkipValidationStep[];
}

/** The SelectionFacts of chooseConfirmation (contract), from the rows and the event's state now. */
export async function selectionFacts(db: Db, input: FactsInput): Promise<SelectionFacts> {
  const { action, rows, event } = input;
  const changing = rows.filter((r) => changes(r, action));
  const [active, tickets, switches] = await Promise.all([
    activeRegistrations(db, event.id),
    ticketAvailability(db, event.id),
    approvalEmailSwitches(db, event.id),
  ]);
  const requested = new Map<number, number>();
  if (action === 'APPROVED') {
    for (const row of changing)
      for (const t of row.tickets)
        requested.set(t.ticketTypeId, (requested.get(t.ticketTypeId) ?? 0) + t.count);
  }
  const shortages: TicketShortage[] = [];
  for (const ticket of tickets) {
    const want = requested.get(ticket.ticketTypeId) ?? 0;
    if (want > 0 && ticket.remaining !== null && want > ticket.remaining) {
      shortages.push({
        ticketTypeId: ticket.ticketTypeId,
        name: ticket.name,
        requested: want,
        available: Math.max(0, ticket.remaining),
      });
    }
  }
  return {
    action,
    ticketedCount: changing.filter((r) => r.tickets.length > 0).length,
    nonTicketedCount: changing.filter((r) => r.tickets.length === 0).length,
    paidCount: changing.filter((r) => r.tickets.some((t) => t.isPaid)).length,
    alreadyApprovedCount:
      action === 'REJECTED'
        ? rows.filter((r) => r.status === 'APPROVED' && !r.isTransactionInProgress).length
        : 0,
    attendeesBeingAdded:
      action === 'APPROVED' ? changing.reduce((sum, r) => sum + attendeesOfRow(r), 0) : 0,
    shortages,
    capacity: event.registrationsCapacity,
    totalActiveRegistrations: active,
    ...switches,
    skipValidationSteps: input.skipValidationSteps,
  };
}

export function capacityExceeded(facts: SelectionFacts): boolean {
  return (
    facts.capacity !== null &&
    facts.totalActiveRegistrations + facts.attendeesBeingAdded > facts.capacity
  );
}

/** Open reservations of these registrations (used when a request is rejected or re-approved). */
export async function releaseReservationsOf(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const tr = ticketReservations;
  await db
    .update(tr)
    .set({ releasedAt: now })
    .where(and(sql`${tr.registrationId} = any(${intList(ids)})`, sql`${tr.releasedAt} is null`));
}

/** The scheduled release (spec §4.1): reservations past expiry whose registration did not complete. */
export async function releaseExpiredReservations(db: Db, now: Date = new Date()): Promise<number> {
  const tr = ticketReservations;
  const released = await db
    .update(tr)
    .set({ releasedAt: now })
    .where(
      and(
        sql`${tr.releasedAt} is null`,
        lte(tr.expiresAt, now),
        sql`not exists (select 1 from registrations r where r.id = ${tr.registrationId} and r.status = 'REGISTERED')`,
      ),
    )
    .returning({ id: tr.id });
  return released.length;
}
