/**
 * Sources over the activity facts of one kind. The detail walks
 * activity_facts_event_kind_time_idx (event, kind, occurred_at, id) in keyset chunks; the per
 * person totals walk activity_facts_event_kind_registration_idx (event, kind, registration) a
 * chunk of registrants at a time, grouping as the index delivers them (no sort, no full scan).
 */
import type { ActivityKind } from '@console/analytics-contract';
import { and, asc, count, eq, gt, isNotNull, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { intList } from '../db/query-helpers';
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

/** The names and emails of a chunk's registrants, by id, through the primary key. */
async function peopleOf(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
    })
    .from(registrations)
    .where(sql`${registrations.id} = any(${intList(ids)})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Each registrant's totals for the kind, by registration id. A chunk's totals come from the
 * facts' index alone, from the last id on; its people are then read by key. Joined in one
 * statement, PostgreSQL merged the facts with the registrations' primary key from its first
 * entry, so a chunk cost as much as its position: quadratic over the file.
 */
export async function* activityByPersonRecords(
  db: Db,
  event: ReportEvent,
  kind: ActivityKind,
): AsyncGenerator<ReportRecord[]> {
  let lastId: number | undefined;
  for (;;) {
    const totals = await db
      .select({
        registrationId: sql<number>`${f.registrationId}`,
        facts: count(),
        quantity: sum(f.quantity).mapWith(Number),
        places: sql<number>`count(distinct ${f.place})`.mapWith(Number),
        firstAt: min(f.occurredAt),
        lastAt: max(f.occurredAt),
      })
      .from(f)
      .where(
        and(
          eq(f.eventId, event.id),
          eq(f.kind, kind),
          lastId === undefined ? isNotNull(f.registrationId) : gt(f.registrationId, lastId),
        ),
      )
      .groupBy(f.registrationId)
      .orderBy(asc(f.registrationId))
      .limit(REPORT_CHUNK_ROWS);
    if (totals.length === 0) return;
    const people = await peopleOf(
      db,
      totals.map((row) => row.registrationId),
    );
    // A registrant deleted between the two reads is left out, as the join left them out.
    yield totals.flatMap((row) => {
      const person = people.get(row.registrationId);
      if (!person) return [];
      return [
        {
          ...who(person),
          facts: row.facts,
          quantity: row.quantity,
          places: row.places,
          firstAt: inZone(row.firstAt, event.tz),
          lastAt: inZone(row.lastAt, event.tz),
        },
      ];
    });
    lastId = totals[totals.length - 1]?.registrationId;
    if (totals.length < REPORT_CHUNK_ROWS || lastId === undefined) return;
  }
}
