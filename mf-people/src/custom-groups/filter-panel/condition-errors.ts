/**
 * The messages a condition shows after Apply (spec §5): 'This field is required' on each
 * missing field, operator or value, then the contract's value check on complete conditions
 * (the same check the API makes, so a value the server would refuse is caught here first).
 */
import {
  CONDITION_VALUE_ERRORS,
  conditionDrafts,
  conditionValueError,
  guestListUsedElsewhere,
  missingPieces,
  PEOPLE_MESSAGES,
  type FilterDraft,
  type FilterField,
  type MissingPiece,
} from '@console/people-contract';

export type ConditionErrors = Partial<Record<MissingPiece, string>>;

export function conditionErrors(
  draft: FilterDraft,
  fields: readonly FilterField[],
): Map<string, ConditionErrors> {
  const errors = new Map<string, ConditionErrors>();
  for (const { elementId, piece } of missingPieces(draft, fields))
    errors.set(elementId, { ...errors.get(elementId), [piece]: PEOPLE_MESSAGES.fieldRequired });
  for (const condition of conditionDrafts(draft)) {
    const field = fields.find((f) => f.filterFieldId === condition.filterFieldId);
    if (errors.has(condition.elementId) || !field || condition.operator === null) continue;
    const problem = conditionValueError(
      field,
      { ...condition, operator: condition.operator },
      guestListUsedElsewhere(draft, condition.elementId),
    );
    if (problem === null) continue;
    const piece: MissingPiece = problem === CONDITION_VALUE_ERRORS.operator ? 'operator' : 'value';
    errors.set(condition.elementId, { [piece]: problem });
  }
  return errors;
}
