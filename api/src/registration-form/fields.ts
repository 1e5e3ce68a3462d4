/**
 * The event's form fields in form order (position, then id) with the flows each belongs to, and
 * its flows with the fields each asks for: a handful of rows per event, read in two statements.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrationFlows, registrationFormFields } from '../db/schema';
import { notFound } from '../http/errors';
import type { FormField, RegistrationFormFlow } from '@console/registration-contract';
import { registrationFlowFields } from './schema';

export type FormFieldRow = typeof registrationFormFields.$inferSelect;

const f = registrationFormFields;
const ff = registrationFlowFields;

export function toWireField(row: FormFieldRow, flowIds: readonly number[]): FormField {
  return {
    fieldId: row.id,
    label: row.label,
    fieldName: row.fieldName,
    type: row.type,
    subType: row.type === 'STRING' ? row.subType : null,
    predefinedValues: row.predefinedValues,
    required: row.required,
    position: row.position,
    flowIds: [...flowIds].sort((a, b) => a - b),
  };
}

/** Each of `fieldIds`' flows. */
async function flowIdsOf(db: Db, fieldIds: readonly number[]): Promise<Map<number, number[]>> {
  const byField = new Map<number, number[]>(fieldIds.map((id) => [id, []]));
  if (fieldIds.length === 0) return byField;
  const rows = await db
    .select({ fieldId: ff.fieldId, flowId: ff.flowId })
    .from(ff)
    .where(inArray(ff.fieldId, [...fieldIds]));
  for (const row of rows) byField.get(row.fieldId)?.push(row.flowId);
  return byField;
}

export async function loadFormFields(db: Db, eventId: number): Promise<FormField[]> {
  const rows = await db
    .select()
    .from(f)
    .where(eq(f.eventId, eventId))
    .orderBy(asc(f.position), asc(f.id));
  const flows = await flowIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWireField(row, flows.get(row.id) ?? []));
}

/** One field of the event (404 for another event's), locked for the caller's change if asked. */
export async function loadFormFieldRow(
  db: Db,
  eventId: number,
  fieldId: number,
  options: { lock?: boolean } = {},
): Promise<FormFieldRow> {
  const query = db
    .select()
    .from(f)
    .where(and(eq(f.id, fieldId), eq(f.eventId, eventId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Form field');
  return row;
}

export async function loadFormField(db: Db, eventId: number, fieldId: number): Promise<FormField> {
  const row = await loadFormFieldRow(db, eventId, fieldId);
  return toWireField(row, (await flowIdsOf(db, [row.id])).get(row.id) ?? []);
}

/** The event's flows by id, each with the fields it asks for in form order. */
export async function loadFormFlows(db: Db, eventId: number): Promise<RegistrationFormFlow[]> {
  const [flows, fields] = await Promise.all([
    db
      .select({ flowId: registrationFlows.id, name: registrationFlows.name })
      .from(registrationFlows)
      .where(eq(registrationFlows.eventId, eventId))
      .orderBy(asc(registrationFlows.id)),
    loadFormFields(db, eventId),
  ]);
  return flows.map((flow) => ({
    ...flow,
    fields: fields.filter((field) => field.flowIds.includes(flow.flowId)),
  }));
}
