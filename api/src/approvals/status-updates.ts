/**
 * Status updates (spec §4.2, §5): resolve the selection server-side (an approval leaves out, and
 * counts, the requests §5 blocks), choose the confirmation, queue the update as a job (idempotent
 * per event and key; a selection holding blocked requests is refused unless `excludeBlocked`),
 * and apply a batch of it (the worker's part).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, registrations } from '../db/schema';
import { queueRegistrationEmails } from '../email/outbox';
import { ApiError } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { enqueueJob, findJobByKey, insertJob } from '../jobs/enqueue';
import type { JobRow } from '../jobs/schema';
import { recordStatusUpdate } from './activity';
import { APPROVAL_JOB_KIND, type ApprovalJobPayload } from './job-payload';
import { intList } from '../db/query-helpers';
import {
  approvalBlockOf,
  approvalBlocksAmong,
  blockedRefusal,
  blockerDetails,
  closedOffers,
} from './blocks';
import {
  activeRegistrations,
  attendeesOfRow,
  capacityExceeded,
  changes,
  filterWhere,
  loadSelectedRows,
  releaseReservationsOf,
  eligibleForWhere,
  selectionFacts,
  ticketAvailability,
  type EventRow,
} from './queries';
import {
  blockedTotal,
  chooseConfirmation,
  countApprovalBlocks,
  type ApprovalBlockedCounts,
  type ApprovalBlockerDetails,
  type ApprovalDetailsResponse,
  type ApprovalSelection,
  type SkipValidationStep,
  APPROVAL_LIMITS,
} from '@console/approvals-contract';

export type ParsedSelection = Omit<
  Required<Pick<ApprovalSelection, 'status' | 'selectedTab'>> & ApprovalSelection,
  | 'registrationIds'
  | 'skipValidationSteps'
  | 'contextIds'
  | 'updateByStatusFilter'
  | 'excludeBlocked'
> & {
  registrationIds: number[];
  contextIds: string[];
  updateByStatusFilter: boolean;
  skipValidationSteps: SkipValidationStep[];
  excludeBlocked: boolean;
};

/** A selection resolved now: the requests the action changes, and (approvals) those §5 blocks. */
export interface ResolvedSelection {
  ids: number[];
  blocked: ApprovalBlockedCounts;
  /** The ticket types and coupons that block them, by name, read only when asked for. */
  blockers: () => Promise<ApprovalBlockerDetails>;
}

const noBlockers = async (): Promise<ApprovalBlockerDetails> => ({ ticketTypes: [], coupons: [] });

const invalid = (field: string, message: string) =>
  new ApiError(400, 'INVALID_INPUT', `${field}: ${message}`, field);

/**
 * The registration ids a selection means now: explicit ids or the whole filter (select-all),
 * eligible for the action (§4.1). An approval also applies §5 to every one of them, in the same
 * statement: blocked requests are counted and left out of `ids`.
 */
export async function resolveSelection(
  db: Db,
  eventId: number,
  selection: ParsedSelection,
  now: Date,
): Promise<ResolvedSelection> {
  const r = registrations;
  let where: SQL;
  if (selection.updateByStatusFilter) {
    const cutoff = selection.approvalCutoff ? new Date(selection.approvalCutoff) : undefined;
    where = filterWhere(eventId, {
      status: selection.selectedTab,
      query: selection.query,
      flowIds: selection.flowIds,
      ticketTypeIds: selection.ticketTypeIds,
      createdUntil: cutoff,
    });
  } else {
    const ids = [...new Set(selection.registrationIds)];
    where = and(eq(r.eventId, eventId), sql`${r.id} = any(${intList(ids)})`) ?? sql`false`;
    const inEvent = await db.select({ count: count() }).from(r).where(where);
    if ((inEvent[0]?.count ?? 0) !== ids.length)
      throw invalid('registrationIds', 'Some requests do not belong to this event');
  }
  const offers = selection.status === 'APPROVED' ? await closedOffers(db, eventId, now) : null;
  const block = offers ? approvalBlockOf(offers, sql`${r.id}`) : sql<null>`null`;
  const eligible = and(where, eligibleForWhere(selection.status)) ?? where;
  const rows = await db.select({ id: r.id, block }).from(r).where(eligible).orderBy(asc(r.id));
  const blocked = countApprovalBlocks(rows.map((row) => row.block));
  return {
    ids: rows.filter((row) => row.block === null).map((row) => row.id),
    blocked,
    blockers:
      offers && blockedTotal(blocked) > 0 ? () => blockerDetails(db, offers, eligible) : noBlockers,
  };
}

export async function confirmationFor(
  db: Db,
  event: EventRow,
  selection: ParsedSelection,
): Promise<ApprovalDetailsResponse> {
  const { ids, blocked, blockers } = await resolveSelection(db, event.id, selection, new Date());
  const rows = await loadSelectedRows(db, ids);
  const facts = await selectionFacts(db, {
    action: selection.status,
    rows,
    event,
    skipValidationSteps: selection.skipValidationSteps,
  });
  return {
    confirmationPopupType: chooseConfirmation(facts),
    totalAttendeesBeingAdded: facts.attendeesBeingAdded,
    selectedCount: ids.length,
    blocked,
    blockers: await blockers(),
    ticketShortages: [...facts.shortages],
    capacity: facts.capacity,
    totalActiveRegistrations: facts.totalActiveRegistrations,
  };
}

/**
 * Queues the update with its activity log entry, in one transaction; the same key on the same
 * event answers the existing job (and records nothing again).
 */
export async function enqueueStatusUpdate(
  db: Db,
  event: EventRow,
  input: { idempotencyKey: string; selection: ParsedSelection; actor: ActivityActor },
): Promise<JobRow> {
  const existing = await findJobByKey(db, event.id, input.idempotencyKey);
  if (existing) return existing;
  const { selection } = input;
  const { ids, blocked } = await resolveSelection(db, event.id, selection, new Date());
  if (blockedTotal(blocked) > 0 && (ids.length === 0 || !selection.excludeBlocked))
    throw blockedRefusal(blocked, ids.length);
  if (ids.length === 0)
    throw new ApiError(
      409,
      'NOTHING_SELECTED',
      'No request matches this selection any more: refresh the list and select again.',
    );
  if (selection.status === 'APPROVED') {
    const rows = await loadSelectedRows(db, ids);
    const facts = await selectionFacts(db, {
      action: 'APPROVED',
      rows,
      event,
      skipValidationSteps: selection.skipValidationSteps,
    });
    const skip = new Set(selection.skipValidationSteps);
    if (facts.shortages.length > 0 && !skip.has('TICKET_SOLD_OUT')) {
      const names = facts.shortages
        .map((s) => `${s.name} (${s.available} left, ${s.requested} requested)`)
        .join(', ');
      throw new ApiError(409, 'SOLD_OUT', `Not enough tickets available: ${names}.`);
    }
    if (capacityExceeded(facts) && !skip.has('EVENT_CAPACITY')) {
      throw new ApiError(
        409,
        'CAPACITY_EXCEEDED',
        `Approving ${facts.attendeesBeingAdded} attendees would exceed the event capacity (${facts.totalActiveRegistrations}/${facts.capacity}).`,
      );
    }
  }
  const payload: ApprovalJobPayload = {
    action: selection.status,
    registrationIds: ids,
    skipValidationSteps: selection.skipValidationSteps,
    byUserId: input.actor.userId,
  };
  const job = {
    kind: APPROVAL_JOB_KIND,
    eventId: event.id,
    idempotencyKey: input.idempotencyKey,
    payload,
    total: ids.length,
    createdBy: input.actor.userId,
  };
  return db.transaction(async (tx) => {
    const queued = await insertJob(tx, job);
    if (!queued) return enqueueJob(tx, job);
    await recordStatusUpdate(tx, {
      job: queued,
      actor: input.actor,
      action: selection.status,
      ids,
    });
    return queued;
  });
}

export type RefusalReason = 'capacity' | 'tickets' | 'salesEnded' | 'couponUsedUp';

export interface BatchOutcome {
  /** Rows whose approval would have oversold, or that §5 blocks (left unchanged). */
  refused: number;
  refusedReasons: Set<RefusalReason>;
}

/**
 * Applies one batch inside a transaction: locks the event row (concurrent approvals of one event
 * serialize here), re-reads the rows, re-checks §5 (never skipped) and capacity and tickets row
 * by row unless skipped, changes only rows whose status differs, writes history, reservations,
 * emails.
 */
export async function applyBatch(
  tx: Db,
  eventId: number,
  payload: ApprovalJobPayload,
  ids: readonly number[],
  now: Date,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { refused: 0, refusedReasons: new Set() };
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw new Error(`event ${eventId} vanished`);
  const rows = (await loadSelectedRows(tx, ids, true)).filter((row) =>
    changes(row, payload.action),
  );
  let accepted = rows;
  if (payload.action === 'APPROVED') {
    // §5 again: a ticket's sales may have ended since the update was queued (never skipped).
    const blocks = await approvalBlocksAmong(
      tx,
      eventId,
      rows.map((row) => row.id),
      now,
    );
    const skip = new Set(payload.skipValidationSteps);
    const remaining = new Map<number, number | null>();
    for (const t of await ticketAvailability(tx, eventId))
      remaining.set(t.ticketTypeId, t.remaining);
    let active = await activeRegistrations(tx, eventId);
    accepted = [];
    for (const row of rows) {
      const block = blocks.get(row.id);
      if (block) {
        outcome.refused += 1;
        outcome.refusedReasons.add(block === 'TICKET_SALES_ENDED' ? 'salesEnded' : 'couponUsedUp');
        continue;
      }
      const attendees = attendeesOfRow(row);
      const overCapacity =
        !skip.has('EVENT_CAPACITY') &&
        event.registrationsCapacity !== null &&
        active + attendees > event.registrationsCapacity;
      const soldOut =
        !skip.has('TICKET_SOLD_OUT') &&
        row.tickets.some((t) => {
          const left = remaining.get(t.ticketTypeId);
          return left !== undefined && left !== null && t.count > left;
        });
      if (overCapacity || soldOut) {
        outcome.refused += 1;
        if (overCapacity) outcome.refusedReasons.add('capacity');
        if (soldOut) outcome.refusedReasons.add('tickets');
        continue;
      }
      active += attendees;
      for (const t of row.tickets) {
        const left = remaining.get(t.ticketTypeId);
        if (left !== undefined && left !== null) remaining.set(t.ticketTypeId, left - t.count);
      }
      accepted.push(row);
    }
  }
  const changed = accepted.map((r) => r.id);
  if (changed.length === 0) return outcome;
  const list = intList(changed);
  await tx.execute(sql`
    update registrations set status = ${payload.action}::text, status_updated_by = ${payload.byUserId}::int, status_updated_at = ${now.toISOString()}::timestamptz
    where id = any(${list})`);
  await tx.execute(sql`
    insert into approval_history (registration_id, status, by_user_id, at)
    select id, ${payload.action}::text, ${payload.byUserId}::int, ${now.toISOString()}::timestamptz from unnest(${list}) as id`);
  await releaseReservationsOf(tx, changed, now);
  if (payload.action === 'APPROVED') {
    const expiresAt = new Date(now.getTime() + APPROVAL_LIMITS.ticketReservationHours * 3600_000);
    await tx.execute(sql`
      insert into ticket_reservations (registration_id, ticket_type_id, count, expires_at, created_at)
      select rt.registration_id, rt.ticket_type_id, rt.count, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from registration_tickets rt where rt.registration_id = any(${list})`);
  }
  // The event's approval or rejection email, unless its switch is off (Communication > Standard).
  await queueRegistrationEmails(
    tx,
    payload.action === 'APPROVED' ? 'APPROVAL_APPROVED' : 'APPROVAL_REJECTED',
    changed,
  );
  return outcome;
}
