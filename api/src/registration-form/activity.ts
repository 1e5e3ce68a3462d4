/**
 * The registration form's writes in the activity log (issue #46, area REGISTRATION_FORM, target
 * the field): a field added (its values), edited (the changed values only; nothing changed,
 * nothing recorded), moved to another position (one `form-field.reordered` entry when the
 * position is all that changed) and removed (its values before).
 */
import type { FormField } from '@console/registration-contract';
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import { changedValues, hasChanges, type LoggedValues } from '../activity-log/values';

const fieldValues = (field: FormField): LoggedValues => ({
  label: field.label,
  fieldName: field.fieldName,
  type: field.type,
  subType: field.subType,
  values: field.predefinedValues.map((option) => option.label),
  required: field.required,
  position: field.position,
  flowIds: field.flowIds,
});

interface FormWrite {
  eventId: number;
  actor: ActivityActor;
}

function record(
  tx: Db,
  write: FormWrite,
  field: FormField,
  action: { verb: string; summary: string },
  values: { before: LoggedValues | null; after: LoggedValues | null },
) {
  return recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'REGISTRATION_FORM',
    action: `form-field.${action.verb}`,
    target: { type: 'form-field', id: String(field.fieldId), label: field.label },
    summary: action.summary,
    ...values,
  });
}

export const recordFieldAdded = (tx: Db, write: FormWrite, field: FormField) =>
  record(
    tx,
    write,
    field,
    { verb: 'added', summary: `Added form field '${field.label}'` },
    { before: null, after: fieldValues(field) },
  );

export const recordFieldRemoved = (tx: Db, write: FormWrite, field: FormField) =>
  record(
    tx,
    write,
    field,
    { verb: 'removed', summary: `Removed form field '${field.label}'` },
    { before: fieldValues(field), after: null },
  );

export async function recordFieldEdited(
  tx: Db,
  write: FormWrite,
  before: FormField,
  after: FormField,
): Promise<void> {
  const change = changedValues(fieldValues(before), fieldValues(after));
  if (!hasChanges(change)) return;
  const moved = Object.keys(change.after).every((key) => key === 'position');
  const action = moved
    ? {
        verb: 'reordered',
        summary: `Moved form field '${after.label}' to position ${after.position}`,
      }
    : { verb: 'edited', summary: `Edited form field '${after.label}'` };
  await record(tx, write, after, action, change);
}
