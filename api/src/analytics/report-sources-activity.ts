/**
 * Sources over the activity facts of one kind. The detail walks
 * activity_facts_event_kind_time_idx (event, kind, occurred_at, id) in keyset chunks; the per
 * person totals walk activity_facts_event_kind_registration_idx (event, kind, registration) a
 * chunk of registrants at a time, grouping as the index delivers them (no sort, no full scan).
 */
import type { ActivityKind } from '@console/analytics-contract';
import { and, asc, count, eq, gt, isNotNull, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import {
  fullName,
  inZone,
  type ReportEvent,
  type ReportRecord,
  REPORT_CHUNK_ROWS,
} from './report-sources-format';
import { activityFacts } from './schema';

const f = activityFacts;

const who = (row: { firstName: string | null; lastName: string | null; email: string | null }) => ({
  fullName: fullName(row.firstName ?? '', row.lastName ?? ''),
  email: row.email ?? '',
});

/** Every fact of the kind, oldest first. */
export async function* activityRecords(
  db: Db,
  event: ReportEvent,
  kind: ActivityKind,
): AsyncGenerator<ReportRecord[]> {
  let last: { id: number; key: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: f.id,
        key: sql<string>`${f.occurredAt}::text`,
        occurredAt: f.occurredAt,
        place: f.place,
        quantity: f.quantity,
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        email: registrations.email,
      })
      .from(f)
      .leftJoin(registrations, eq(registrations.id, f.registrationId))
      .where(
        and(
          eq(f.eventId, event.id),
          eq(f.kind, kind),
          last
            ? sql`(${f.occurredAt}, ${f.id}) > (${last.key}::timestamptz, ${last.id}::bigint)`
            : undefined,
        ),
      )
      .orderBy(asc(f.occurredAt), asc(f.id))
      .limit(REPORT_CHUNK_ROWS);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...who(row),
      place: row.place,
      occurredAt: inZone(row.occurredAt, event.tz),
      quantity: row.quantity,
    }));
    last = rows[rows.length - 1];
    if (rows.length < REPORT_CHUNK_ROWS) return;
  }
}

/** Each registrant's totals for the kind, by registration id. */
export async function* activityByPersonRecords(
  db: Db,
  event: ReportEvent,
  kind: ActivityKind,
): AsyncGenerator<ReportRecord[]> {
  let lastId: number | undefined;
  for (;;) {
    const rows = await db
      .select({
        registrationId: f.registrationId,
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        email: registrations.email,
        facts: count(),
        quantity: sum(f.quantity).mapWith(Number),
        places: sql<number>`count(distinct ${f.place})`.mapWith(Number),
        firstAt: min(f.occurredAt),
        lastAt: max(f.occurredAt),
      })
      .from(f)
      .innerJoin(registrations, eq(registrations.id, f.registrationId))
      .where(
        and(
          eq(f.eventId, event.id),
          eq(f.kind, kind),
          lastId === undefined ? isNotNull(f.registrationId) : gt(f.registrationId, lastId),
        ),
      )
      .groupBy(f.registrationId, registrations.id)
      .orderBy(asc(f.registrationId))
      .limit(REPORT_CHUNK_ROWS);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...who(row),
      facts: row.facts,
      quantity: row.quantity,
      places: row.places,
      firstAt: inZone(row.firstAt, event.tz),
      lastAt: inZone(row.lastAt, event.tz),
    }));
    lastId = rows[rows.length - 1]?.registrationId ?? undefined;
    if (rows.length < REPORT_CHUNK_ROWS || lastId === undefined) return;
  }
}
