/**
 * A family of derived data: one derived table (or the derived columns of one table) kept by
 * statement triggers, with how to recount it for one event from its source tables and how to make
 * the stored rows their recount. The registry (registry.ts) lists every family in the order a
 * repair runs them.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Difference } from './difference';

export interface DerivedFamily {
  /** The table it keeps, as its differences name it. */
  readonly table: string;
  /**
   * The source tables its recount reads, which a repair locks against writers before it recounts.
   * None: its repair is right whatever commits meanwhile (it only deletes what is wrong, or moves
   * a counter up in one statement), so it runs before the lock and holds no writer up.
   */
  readonly locks: readonly string[];
  /** The differences of one event's rows (an event that no longer exists: every row left). */
  verify(db: Db, eventId: number): Promise<Difference[]>;
  /** Makes the rows of `differences` (from verify, in the same transaction) their recount. */
  repair(db: Db, differences: readonly Difference[]): Promise<void>;
  /** Rows whose owner (a ticket type, an invite list) is gone: no event to check them under. */
  ownerless?(db: Db): Promise<Difference[]>;
  /** The events its rows name, existing or not (a select of one `event_id` column). */
  readonly heldEvents?: SQL;
}
