/**
 * Sources that reuse other features' own CSV readers: abandoned registrations (their keyset
 * chunks), invitees (each invite list's chunks, lists in creation order), the leaderboard; and
 * the event's sessions by start time (segments_event_start_idx).
 */
import { INVITATION_STATUS_LABELS, SEGMENT_FORMAT_LABELS } from '@console/people-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { abandonedWhere } from '../abandoned-registrations/filter';
import { allRows } from '../abandoned-registrations/queries';
import type { Db } from '../db/client';
import { audienceGroups, ticketTypes } from '../db/schema';
import { allInvitees, inviteeWhere } from '../invite-lists/invitees';
import { segments } from '../sessions/schema';
import { leaderboardChunks } from './leaderboard';
import {
  fullName,
  inZone,
  type ReportEvent,
  type ReportRecord,
  REPORT_CHUNK_ROWS,
} from './report-sources-format';

export async function* abandonedRecords(
  db: Db,
  event: ReportEvent,
): AsyncGenerator<ReportRecord[]> {
  for await (const rows of allRows(db, abandonedWhere(event.id, {}), REPORT_CHUNK_ROWS))
    yield rows.map((row) => ({
      fullName: fullName(row.firstName, row.lastName),
      email: row.emailId,
      flow: row.flowName,
      step: row.abandonedStep,
      tickets: row.tickets.map((t) => `${t.name} x${t.count}`).join('; '),
      startedAt: inZone(row.createdAt, event.tz),
    }));
}

export async function* inviteeRecords(db: Db, event: ReportEvent): AsyncGenerator<ReportRecord[]> {
  const [lists, tickets] = await Promise.all([
    db
      .select({ id: audienceGroups.id, name: audienceGroups.name })
      .from(audienceGroups)
      .where(and(eq(audienceGroups.eventId, event.id), eq(audienceGroups.type, 'INVITE_ONLY')))
      .orderBy(asc(audienceGroups.id)),
    db
      .select({ id: ticketTypes.id, name: ticketTypes.name })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id)),
  ]);
  const ticketName = new Map(tickets.map((t) => [t.id, t.name]));
  for (const list of lists)
    for await (const rows of allInvitees(db, inviteeWhere(list.id, {})))
      yield rows.map((row) => ({
        list: list.name,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        company: row.company,
        status: INVITATION_STATUS_LABELS[row.invitationStatus],
        ticket: row.ticketTypeId === null ? '' : (ticketName.get(row.ticketTypeId) ?? ''),
        invitedAt: inZone(row.createdAt, event.tz),
      }));
}

export async function* leaderboardRecords(
  db: Db,
  event: ReportEvent,
): AsyncGenerator<ReportRecord[]> {
  for await (const entries of leaderboardChunks(db, event.id))
    yield entries.map((e) => ({
      rank: e.rank,
      fullName: e.fullName,
      email: e.email,
      points: e.points,
    }));
}

export async function* sessionRecords(db: Db, event: ReportEvent): AsyncGenerator<ReportRecord[]> {
  const s = segments;
  let last: { key: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: s.id,
        key: sql<string>`${s.startDateTime}::text`,
        title: s.title,
        stage: s.stageName,
        startsAt: s.startDateTime,
        endsAt: s.endDateTime,
        format: s.format,
        tags: s.tags,
      })
      .from(s)
      .where(
        and(
          eq(s.eventId, event.id),
          last
            ? sql`(${s.startDateTime}, ${s.id}) > (${last.key}::timestamptz, ${last.id}::int)`
            : undefined,
        ),
      )
      .orderBy(asc(s.startDateTime), asc(s.id))
      .limit(REPORT_CHUNK_ROWS);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      title: row.title,
      stage: row.stage,
      startsAt: inZone(row.startsAt, event.tz),
      endsAt: inZone(row.endsAt, event.tz),
      format: SEGMENT_FORMAT_LABELS[row.format],
      tags: row.tags.join(', '),
    }));
    last = rows[rows.length - 1];
    if (rows.length < REPORT_CHUNK_ROWS) return;
  }
}
