/**
 * The demo's clock. Every date the seed writes (events, registrations, activity, sales windows)
 * is relative to one `now`: the console's start by default, or a fixed instant a test passes in.
 * Activity is only ever generated up to it, never after (docs/decisions/0045).
 */
import { sql, type SQL } from 'drizzle-orm';

/** `now` as a SQL timestamptz, for the seed's set-based inserts. */
export const timestampSql = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;
