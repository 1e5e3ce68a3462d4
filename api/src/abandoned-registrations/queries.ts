/**
 * Reading abandoned registrations: a page newest first (ids from the index, then the rows), the
 * count of the same filter (db/query-helpers countWhere), keyset chunks for the CSV, and one registration for its detail page.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createdAtKey, newestFirst, newestFirstChunks } from '../db/keyset';
import { registrationFlows, registrationFormFields } from '../db/schema';
import { answerText } from './answers';
import { abandonedRegistrations } from './schema';
import {
  labelPlainText,
  type AbandonedAnswer,
  type AbandonedRegistration,
} from '@console/people-contract';

const a = abandonedRegistrations;

/** Newest first, in exactly the order of the (event_id[, flow_id], created_at, id) indexes. */
export const ABANDONED_NEWEST_FIRST = newestFirst(a);

const rowFields = {
  id: a.id,
  flowContextId: a.flowContextId,
  flowId: a.flowId,
  flowName: registrationFlows.name,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  abandonedStep: a.abandonedStep,
  tickets: a.tickets,
  createdAt: a.createdAt,
};

type Row = {
  id: number;
  flowContextId: string;
  flowId: number;
  flowName: string;
  firstName: string;
  lastName: string;
  email: string;
  abandonedStep: string;
  tickets: { name: string; count: number }[];
  createdAt: Date;
};

export function toWire(row: Row): AbandonedRegistration {
  return {
    flowContextMetadataId: row.id,
    flowContextId: row.flowContextId,
    flowId: row.flowId,
    flowName: row.flowName,
    firstName: row.firstName,
    lastName: row.lastName,
    emailId: row.email,
    abandonedStep: row.abandonedStep,
    tickets: row.tickets.map((t) => ({ name: t.name, count: t.count })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The ids of one page, newest first: read from the index alone. */
export const pageIdsQuery = (db: Db, where: SQL, page: { limit: number; offset: number }) =>
  db
    .select({ id: a.id })
    .from(a)
    .where(where)
    .orderBy(...ABANDONED_NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);

/** One page: the page's ids walk the index alone, then only those rows are read and joined. */
export async function selectPage(
  db: Db,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<AbandonedRegistration[]> {
  const pageIds = pageIdsQuery(db, where, page);
  const rows = await db
    .select(rowFields)
    .from(a)
    .innerJoin(registrationFlows, eq(registrationFlows.id, a.flowId))
    .where(inArray(a.id, pageIds))
    .orderBy(...ABANDONED_NEWEST_FIRST);
  return rows.map(toWire);
}

/** Every row of the filter in keyset chunks (the CSV): never an offset scan, never all in memory. */
export async function* allRows(
  db: Db,
  where: SQL,
  chunk = 1000,
): AsyncGenerator<AbandonedRegistration[]> {
  const rows = newestFirstChunks(a, chunk, (after) =>
    db
      .select({ ...rowFields, key: createdAtKey(a) })
      .from(a)
      .innerJoin(registrationFlows, eq(registrationFlows.id, a.flowId))
      .where(and(where, after))
      .orderBy(...ABANDONED_NEWEST_FIRST)
      .limit(chunk),
  );
  for await (const chunkRows of rows) yield chunkRows.map(toWire);
}

export interface AbandonedDetailRow {
  registration: AbandonedRegistration;
  answers: AbandonedAnswer[];
  remindersSent: number;
  lastRemindedAt: string | null;
}

/** One registration of the event by flow and flow context, with its answers labelled; null if none. */
export async function selectDetail(
  db: Db,
  eventId: number,
  flowId: number,
  flowContextId: string,
): Promise<AbandonedDetailRow | null> {
  const [row] = await db
    .select({
      ...rowFields,
      answers: a.answers,
      remindersSent: a.remindersSent,
      lastRemindedAt: a.lastRemindedAt,
    })
    .from(a)
    .innerJoin(registrationFlows, eq(registrationFlows.id, a.flowId))
    .where(and(eq(a.eventId, eventId), eq(a.flowId, flowId), eq(a.flowContextId, flowContextId)));
  if (!row) return null;
  const fields = await db
    .select({ fieldName: registrationFormFields.fieldName, label: registrationFormFields.label })
    .from(registrationFormFields)
    .where(eq(registrationFormFields.eventId, eventId))
    .orderBy(asc(registrationFormFields.position), asc(registrationFormFields.id));
  const position = new Map(fields.map((f, i) => [f.fieldName, i]));
  const labels = new Map(fields.map((f) => [f.fieldName, labelPlainText(f.label)]));
  const answers = Object.entries(row.answers)
    .map(([fieldName, value]) => ({
      fieldName,
      label: labels.get(fieldName) || fieldName,
      value: answerText(value),
    }))
    .sort(
      (x, y) =>
        (position.get(x.fieldName) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(y.fieldName) ?? Number.MAX_SAFE_INTEGER),
    );
  return {
    registration: toWire(row),
    answers,
    remindersSent: row.remindersSent,
    lastRemindedAt: row.lastRemindedAt ? row.lastRemindedAt.toISOString() : null,
  };
}
