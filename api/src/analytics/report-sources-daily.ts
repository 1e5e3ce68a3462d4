/**
 * Summary sources over activity_daily (one row per event, kind, place and day, refreshed from
 * the facts): per place, per place and day, and the email summary. Each walks the table's
 * primary key (event, kind, place, day) in keyset chunks, never the facts.
 */
import type { ActivityKind } from '@console/analytics-contract';
import { and, asc, count, eq, gt, inArray, max, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activityWord,
  percent,
  type ReportRecord,
  REPORT_CHUNK_ROWS,
} from './report-sources-format';
import { activityDaily } from './schema';

const d = activityDaily;

/** Per place of the kind: days with activity, facts, minutes and the busiest day's people. */
export async function* activityPlaceRecords(
  db: Db,
  eventId: number,
  kind: ActivityKind,
): AsyncGenerator<ReportRecord[]> {
  let lastPlace: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        place: d.place,
        days: count(),
        facts: sum(d.facts).mapWith(Number),
        quantity: sum(d.quantity).mapWith(Number),
        peakDailyPeople: max(d.people),
      })
      .from(d)
      .where(
        and(
          eq(d.eventId, eventId),
          eq(d.kind, kind),
          lastPlace === undefined ? undefined : gt(d.place, lastPlace),
        ),
      )
      .groupBy(d.place)
      .orderBy(asc(d.place))
      .limit(REPORT_CHUNK_ROWS);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ ...row, peakDailyPeople: row.peakDailyPeople ?? 0 }));
    lastPlace = rows[rows.length - 1]?.place;
    if (rows.length < REPORT_CHUNK_ROWS) return;
  }
}

/** Per kind (in the given order), place and day. */
export async function* activityDailyRecords(
  db: Db,
  eventId: number,
  kinds: readonly ActivityKind[],
): AsyncGenerator<ReportRecord[]> {
  for (const kind of kinds) {
    let last: { place: string; day: string } | undefined;
    for (;;) {
      const rows = await db
        .select({
          place: d.place,
          day: d.day,
          facts: d.facts,
          people: d.people,
          quantity: d.quantity,
        })
        .from(d)
        .where(
          and(
            eq(d.eventId, eventId),
            eq(d.kind, kind),
            last
              ? sql`(${d.place}, ${d.day}) > (${last.place}::text, ${last.day}::date)`
              : undefined,
          ),
        )
        .orderBy(asc(d.place), asc(d.day))
        .limit(REPORT_CHUNK_ROWS);
      if (rows.length === 0) break;
      yield rows.map((row) => ({ activity: activityWord(kind), ...row }));
      last = rows[rows.length - 1];
      if (rows.length < REPORT_CHUNK_ROWS) break;
    }
  }
}

const EMAIL_KINDS: ActivityKind[] = ['EMAIL_SENT', 'EMAIL_OPENED', 'EMAIL_CLICKED'];
const factsOf = (kind: ActivityKind) =>
  sql<number>`coalesce(sum(${d.facts}) filter (where ${d.kind} = ${kind}), 0)`.mapWith(Number);

/** Per email: sends, opens, clicks, and opens and clicks as a share of sends. */
export async function* emailSummaryRecords(
  db: Db,
  eventId: number,
): AsyncGenerator<ReportRecord[]> {
  let lastPlace: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        emailName: d.place,
        sent: factsOf('EMAIL_SENT'),
        opened: factsOf('EMAIL_OPENED'),
        clicked: factsOf('EMAIL_CLICKED'),
      })
      .from(d)
      .where(
        and(
          eq(d.eventId, eventId),
          inArray(d.kind, EMAIL_KINDS),
          lastPlace === undefined ? undefined : gt(d.place, lastPlace),
        ),
      )
      .groupBy(d.place)
      .orderBy(asc(d.place))
      .limit(REPORT_CHUNK_ROWS);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...row,
      openRate: percent(row.opened, row.sent),
      clickRate: percent(row.clicked, row.sent),
    }));
    lastPlace = rows[rows.length - 1]?.emailName;
    if (rows.length < REPORT_CHUNK_ROWS) return;
  }
}
