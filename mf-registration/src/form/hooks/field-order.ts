/**
 * Moving a field up or down the form. The API orders fields by position then id, so positions may
 * repeat or leave gaps; a move numbers the fields 0, 1, 2... in their new order and saves the
 * positions that changed (two fields when the form was already numbered so).
 */
import type { FormField } from '@console/registration-contract';

export type MoveDirection = 'up' | 'down';

/** The fields with `fieldId` one place up or down and positions renumbered; null at an end. */
export function movedFields(
  fields: readonly FormField[],
  fieldId: number,
  direction: MoveDirection,
): FormField[] | null {
  const from = fields.findIndex((field) => field.fieldId === fieldId);
  const to = direction === 'up' ? from - 1 : from + 1;
  const moving = fields[from];
  const other = fields[to];
  if (from < 0 || !moving || !other) return null;
  const next = [...fields];
  next[to] = moving;
  next[from] = other;
  return next.map((field, position) => ({ ...field, position }));
}

/** The positions to save to go from `before` to `after`. */
export function positionChanges(
  before: readonly FormField[],
  after: readonly FormField[],
): { fieldId: number; position: number }[] {
  const was = new Map(before.map((field) => [field.fieldId, field.position]));
  return after
    .filter((field) => was.get(field.fieldId) !== field.position)
    .map(({ fieldId, position }) => ({ fieldId, position }));
}
