/**
 * The check the repair command and the nightly chore run: event by event (each repair its own
 * transaction, so writers wait for one event's recount at most), then the rows of deleted ticket
 * types and invite lists. After a repair, the events that had differences are verified again: the
 * report says whether everything was repaired. An event whose check fails (a deadlock with a
 * writer, say) is reported and the others go on.
 */
import type { Db } from '../db/client';
import type { Difference } from './difference';
import {
  eventsToCheck,
  repairEvent,
  repairOwnerless,
  verifyEvent,
  verifyOwnerless,
} from './repair';

export interface EventCheck {
  eventId: number;
  /** What was found (and, when repairing, repaired). */
  differences: Difference[];
  /** After a repair: what still differs. */
  remaining: Difference[];
  /** Why the event could not be checked. */
  error: string | null;
}

export interface CheckReport {
  repaired: boolean;
  events: EventCheck[];
  /** Rows of deleted ticket types and invite lists (checked when every event is). */
  ownerless: Difference[];
}

export interface CheckOptions {
  /** Write the recounts; false: only report (a dry run). */
  repair: boolean;
  /** Only this event; every event (and the ownerless rows) when absent. */
  eventId?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkEvent(db: Db, eventId: number, repair: boolean): Promise<EventCheck> {
  try {
    const differences = repair ? await repairEvent(db, eventId) : await verifyEvent(db, eventId);
    const remaining = repair && differences.length > 0 ? await verifyEvent(db, eventId) : [];
    return { eventId, differences, remaining, error: null };
  } catch (error) {
    return { eventId, differences: [], remaining: [], error: messageOf(error) };
  }
}

export async function checkDerivedData(db: Db, options: CheckOptions): Promise<CheckReport> {
  const ids = options.eventId === undefined ? await eventsToCheck(db) : [options.eventId];
  const events: EventCheck[] = [];
  for (const id of ids) events.push(await checkEvent(db, id, options.repair));
  const ownerless =
    options.eventId !== undefined
      ? []
      : options.repair
        ? await repairOwnerless(db)
        : await verifyOwnerless(db);
  return { repaired: options.repair, events, ownerless };
}

/** Whether the data is right now: nothing differed, or everything found was repaired. */
export function isClean(report: CheckReport): boolean {
  return (
    report.events.every(
      (event) =>
        event.error === null &&
        event.remaining.length === 0 &&
        (report.repaired || event.differences.length === 0),
    ) &&
    (report.repaired || report.ownerless.length === 0)
  );
}
