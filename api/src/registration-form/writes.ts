/**
 * Adding, changing and deleting a form field. Each runs in one transaction that first locks the
 * event row (FOR NO KEY UPDATE: registrations can still be inserted meanwhile), so that two
 * editors cannot take the same field name or exceed the form's size together. A change that would
 * leave answers or custom group filters meaningless is refused with a 409 saying what uses the
 * field; nothing is changed then.
 */
import { and, count, eq, inArray, max } from 'drizzle-orm';
import { ERROR_CODES } from '@console/shared/contract';
import type { Db } from '../db/client';
import { events, registrationFlows, registrationFormFields } from '../db/schema';
import { ApiError, badField } from '../http/errors';
import { MANUAL_FIELD_IDS } from '../custom-groups/filter-fields';
import {
  fieldNameFromLabel,
  firstFreeFieldName,
  formFieldShapeErrors,
  REGISTRATION_FORM_LIMITS,
  REGISTRATION_FORM_MESSAGES as M,
  type CreateFormFieldBody,
  type FormField,
  type FormFieldShape,
  type UpdateFormFieldBody,
} from '@console/registration-contract';
import type { ActivityActor } from '../activity-log/record';
import { recordFieldAdded, recordFieldEdited, recordFieldRemoved } from './activity';
import { loadFormField, loadFormFieldRow, type FormFieldRow } from './fields';
import { registrationFlowFields } from './schema';
import { answeredCount, flowsOfField, groupsUsingField, hasAnswers } from './usage';

const f = registrationFormFields;
const ff = registrationFlowFields;

const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

async function lockEvent(tx: Db, eventId: number): Promise<void> {
  await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('no key update');
}

/** The flows of the event among `flowIds`, or a 400 naming the first that is not one. */
async function checkFlows(tx: Db, eventId: number, flowIds: readonly number[]): Promise<void> {
  if (flowIds.length === 0) return;
  const rows = await tx
    .select({ id: registrationFlows.id })
    .from(registrationFlows)
    .where(
      and(eq(registrationFlows.eventId, eventId), inArray(registrationFlows.id, [...flowIds])),
    );
  const known = new Set(rows.map((row) => row.id));
  const index = flowIds.findIndex((id) => !known.has(id));
  if (index >= 0) throw badField(`flowIds.${index}`, M.notAFlow);
}

async function setFlows(tx: Db, fieldId: number, flowIds: readonly number[]): Promise<void> {
  await tx.delete(ff).where(eq(ff.fieldId, fieldId));
  if (flowIds.length > 0)
    await tx.insert(ff).values(flowIds.map((flowId) => ({ flowId, fieldId })));
}

/**
 * A field name for a new field of the event: from its label, numbered past the event's fields,
 * the registration's own filter fields (firstName, email...) and any name still holding answers
 * of a deleted field, which would otherwise become the new field's answers.
 */
async function newFieldName(tx: Db, eventId: number, label: string): Promise<string> {
  const rows = await tx.select({ name: f.fieldName }).from(f).where(eq(f.eventId, eventId));
  const taken = new Set<string>([...rows.map((row) => row.name), ...MANUAL_FIELD_IDS]);
  return firstFreeFieldName(
    fieldNameFromLabel(label),
    async (name) => taken.has(name) || (await hasAnswers(tx, eventId, name)),
  );
}

export async function createFormField(
  db: Db,
  eventId: number,
  request: CreateFormFieldBody,
  actor: ActivityActor,
): Promise<FormField> {
  const fieldId = await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [size] = await tx
      .select({ n: count(), last: max(f.position) })
      .from(f)
      .where(eq(f.eventId, eventId));
    if ((size?.n ?? 0) >= REGISTRATION_FORM_LIMITS.fieldsMax)
      throw conflict(M.fieldsMax(REGISTRATION_FORM_LIMITS.fieldsMax));
    let flowIds = request.flowIds;
    if (flowIds === undefined) {
      const flows = await tx
        .select({ id: registrationFlows.id })
        .from(registrationFlows)
        .where(eq(registrationFlows.eventId, eventId));
      flowIds = flows.map((flow) => flow.id);
    } else await checkFlows(tx, eventId, flowIds);
    const [row] = await tx
      .insert(f)
      .values({
        eventId,
        label: request.label,
        fieldName: await newFieldName(tx, eventId, request.label),
        type: request.type,
        subType: request.subType,
        predefinedValues: [...request.predefinedValues],
        required: request.required,
        position: request.position ?? (size?.last ?? -1) + 1,
      })
      .returning({ id: f.id });
    if (!row) throw new Error('insert returned no form field');
    await setFlows(tx, row.id, flowIds);
    await recordFieldAdded(tx, { eventId, actor }, await loadFormField(tx, eventId, row.id));
    return row.id;
  });
  return loadFormField(db, eventId, fieldId);
}

/**
 * Refuses a change of type or subtype that answers or filters depend on, and the removal of a
 * value a filter compares to.
 */
async function checkShapeChange(
  tx: Db,
  eventId: number,
  current: FormFieldRow,
  next: FormFieldShape,
): Promise<void> {
  const currentSubType = current.type === 'STRING' ? current.subType : null;
  const retyped = next.type !== current.type || next.subType !== currentSubType;
  const kept = new Set(next.predefinedValues.map((option) => option.value));
  const removed = current.predefinedValues
    .map((option) => option.value)
    .filter((value) => !kept.has(value));
  if (!retyped && removed.length === 0) return;
  const groups = await groupsUsingField(tx, eventId, current.id);
  if (retyped && groups.length > 0) throw conflict(M.usedByGroups(groups.map((g) => g.name)));
  const valueUsers = groups.filter((g) => removed.some((value) => g.values.has(value)));
  if (valueUsers.length > 0) {
    const used = removed.filter((value) => valueUsers.some((g) => g.values.has(value)));
    throw conflict(
      M.valuesUsedByGroups(
        used,
        valueUsers.map((g) => g.name),
      ),
    );
  }
  if (retyped) {
    const answered = await answeredCount(tx, eventId, current.fieldName);
    if (answered.count > 0) throw conflict(M.typeLocked(answered.count, answered.orMore));
  }
}

export async function updateFormField(
  db: Db,
  eventId: number,
  fieldId: number,
  request: UpdateFormFieldBody,
  actor: ActivityActor,
): Promise<FormField> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const current = await loadFormFieldRow(tx, eventId, fieldId, { lock: true });
    const before = await loadFormField(tx, eventId, fieldId);
    const type = request.type ?? current.type;
    const next: FormFieldShape = {
      type,
      // A field that stops being text stops being a single select unless told otherwise.
      subType:
        request.subType !== undefined
          ? request.subType
          : type === 'STRING'
            ? current.subType
            : null,
      predefinedValues: request.predefinedValues ?? current.predefinedValues,
    };
    const [shapeError] = formFieldShapeErrors(next);
    if (shapeError) throw badField(shapeError.path.join('.'), shapeError.message);
    await checkShapeChange(tx, eventId, current, next);
    if (request.flowIds !== undefined) {
      await checkFlows(tx, eventId, request.flowIds);
      await setFlows(tx, fieldId, request.flowIds);
    }
    const changes = {
      ...(request.label === undefined ? {} : { label: request.label }),
      ...(request.required === undefined ? {} : { required: request.required }),
      ...(request.position === undefined ? {} : { position: request.position }),
    };
    const shapeChanged =
      next.type !== current.type ||
      next.subType !== current.subType ||
      JSON.stringify(next.predefinedValues) !== JSON.stringify(current.predefinedValues);
    const set = shapeChanged
      ? { ...changes, ...next, predefinedValues: [...next.predefinedValues] }
      : changes;
    // The shape is written only when it changed: that alone moves the event's audience
    // generation (the form fields' trigger of migration 0032), which has every custom group of
    // the event counted again.
    if (Object.keys(set).length > 0) await tx.update(f).set(set).where(eq(f.id, fieldId));
    await recordFieldEdited(
      tx,
      { eventId, actor },
      before,
      await loadFormField(tx, eventId, fieldId),
    );
  });
  return loadFormField(db, eventId, fieldId);
}

/** Deletes a field no custom group filter and no flow uses (409 naming them otherwise). */
export async function deleteFormField(
  db: Db,
  eventId: number,
  fieldId: number,
  actor: ActivityActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await loadFormFieldRow(tx, eventId, fieldId, { lock: true });
    const before = await loadFormField(tx, eventId, fieldId);
    const groups = await groupsUsingField(tx, eventId, fieldId);
    const flows = await flowsOfField(tx, fieldId);
    const refusals = [
      ...(groups.length > 0 ? [M.usedByGroups(groups.map((g) => g.name))] : []),
      ...(flows.length > 0 ? [M.usedByFlows(flows)] : []),
    ];
    if (refusals.length > 0) throw conflict(refusals.join(' '));
    await tx.delete(f).where(eq(f.id, fieldId));
    await recordFieldRemoved(tx, { eventId, actor }, before);
  });
}
