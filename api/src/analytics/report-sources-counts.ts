/**
 * Registrations counted by one dimension (status, flow, ticket, role), answered from
 * registrations_event_counts_idx (event, status, role, flow, ticket, attended) alone.
 */
import type { RegistrationDimension } from '@console/analytics-contract';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrationFlows, registrations, ticketTypes } from '../db/schema';
import { roleWord, statusWord, type ReportRecord } from './report-sources-format';

const r = registrations;

const tallies = {
  registrations: count(),
  registered: sql<number>`count(*) filter (where ${r.status} = 'REGISTERED')`.mapWith(Number),
  attended: sql<number>`count(*) filter (where ${r.isAttended})`.mapWith(Number),
};

type Tally = { registrations: number; registered: number; attended: number };

const record = (group: string, tally: Tally): ReportRecord => ({ group, ...tally });

async function countsBy(
  db: Db,
  eventId: number,
  by: RegistrationDimension,
): Promise<ReportRecord[]> {
  const ofEvent: SQL = eq(r.eventId, eventId);
  switch (by) {
    case 'status': {
      const rows = await db
        .select({ status: r.status, ...tallies })
        .from(r)
        .where(ofEvent)
        .groupBy(r.status)
        .orderBy(asc(r.status));
      return rows.map((row) => record(statusWord(row.status), row));
    }
    case 'role': {
      const rows = await db
        .select({ role: r.role, ...tallies })
        .from(r)
        .where(ofEvent)
        .groupBy(r.role)
        .orderBy(asc(r.role));
      return rows.map((row) => record(roleWord(row.role), row));
    }
    case 'flow': {
      const rows = await db
        .select({ flowId: r.flowId, name: registrationFlows.name, ...tallies })
        .from(r)
        .innerJoin(registrationFlows, eq(registrationFlows.id, r.flowId))
        .where(ofEvent)
        .groupBy(r.flowId, registrationFlows.name)
        .orderBy(asc(r.flowId));
      return rows.map((row) => record(row.name, row));
    }
    case 'ticket': {
      const rows = await db
        .select({ ticketTypeId: r.ticketTypeId, name: ticketTypes.name, ...tallies })
        .from(r)
        .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
        .where(ofEvent)
        .groupBy(r.ticketTypeId, ticketTypes.name)
        .orderBy(sql`${r.ticketTypeId} asc nulls last`);
      return rows.map((row) => record(row.name ?? 'No ticket', row));
    }
  }
}

/** One chunk: a dimension's values are few (statuses, roles, the event's flows and tickets). */
export async function* registrationCountRecords(
  db: Db,
  eventId: number,
  by: RegistrationDimension,
): AsyncGenerator<ReportRecord[]> {
  yield await countsBy(db, eventId, by);
}
