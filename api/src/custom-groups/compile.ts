/**
 * The custom group filter compiler: a FilterSet (spec people §3) becomes one SQL condition over
 * `registrations`, or a 400 naming the offending path (`filterConditionsDTOList[1].conditions[0].compareValue`).
 * Only fields of the event's allowlist (filter-fields.ts) are accepted, each condition must agree
 * with its field's definition and pass the contract's operator and value rules (the same ones the
 * panel applies), and at most one condition may use a guest-list operator. Nothing is ignored and
 * an empty set selects nobody: a filter never silently widens to "everyone".
 */
import type { SQL } from 'drizzle-orm';
import { badField } from '../http/errors';
import {
  CONDITION_VALUE_ERRORS,
  conditionsOf,
  conditionValueError,
  FILTER_LIMITS,
  isFilterGroup,
  isGuestListOperator,
  valueKindFor,
  type FilterCondition,
  type FilterField,
  type FilterSet,
} from '@console/people-contract';
import { combine, conditionSql, type CheckedCondition, type ConditionValue } from './condition-sql';
import { isManualFieldId, type FilterContext } from './filter-fields';

export const COMPILE_ERRORS = {
  unknownField: 'Unknown filter field',
  mismatch: 'Does not match the field’s definition',
  notInviteList: 'Not an invite list of this event',
  noDataSource: 'This operator takes no data source',
  tooManyConditions: `At most ${FILTER_LIMITS.conditionsMax} conditions`,
  tooManyGroups: `At most ${FILTER_LIMITS.groupsMax} filter groups`,
} as const;

/** Which part of a condition the contract's value error is about. */
function errorPart(error: string): string {
  if (error === CONDITION_VALUE_ERRORS.operator) return 'operator';
  if (error === CONDITION_VALUE_ERRORS.guestList) return 'customConditionData';
  return 'compareValue';
}

const EARLIEST = Date.UTC(1000, 0, 1);
const LATEST = Date.UTC(10000, 0, 1);

/** The condition's value in the form its SQL takes; the contract has already checked its kind. */
function valueOf(field: FilterField, c: FilterCondition, path: string): ConditionValue {
  const v = c.compareValue;
  switch (valueKindFor(field, c.operator)) {
    case 'none':
      return { kind: 'none' };
    case 'number':
      return { kind: 'number', value: Number(v) };
    case 'text':
    case 'select':
      return { kind: 'text', value: String(v) };
    case 'multiSelect':
      return { kind: 'list', values: Array.isArray(v) ? v : [] };
    case 'date': {
      // Normalised to UTC so PostgreSQL reads exactly the instant the browser meant.
      const time = Date.parse(String(v));
      if (!(time >= EARLIEST && time < LATEST))
        throw badField(`${path}.compareValue`, CONDITION_VALUE_ERRORS.date);
      return { kind: 'instant', iso: new Date(time).toISOString() };
    }
    case 'guestList':
      return { kind: 'guestList', inviteListId: c.customConditionData?.dataSource ?? 0 };
  }
}

function checkSize(set: FilterSet): void {
  if (conditionsOf(set).length > FILTER_LIMITS.conditionsMax)
    throw badField('filterConditionsDTOList', COMPILE_ERRORS.tooManyConditions);
  if (set.filterConditionsDTOList.filter(isFilterGroup).length > FILTER_LIMITS.groupsMax)
    throw badField('filterConditionsDTOList', COMPILE_ERRORS.tooManyGroups);
}

/** The filter set as SQL over registrations, or a 400 (badField) naming what is wrong. */
export function compileFilterSet(set: FilterSet, context: FilterContext): SQL {
  checkSize(set);
  let guestListUsed = false;

  const condition = (c: FilterCondition, path: string): SQL => {
    const field = context.fields.get(c.filterFieldId);
    if (!field) throw badField(`${path}.filterFieldId`, COMPILE_ERRORS.unknownField);
    for (const key of ['type', 'filterType', 'fieldName'] as const)
      if (c[key] !== field[key]) throw badField(`${path}.${key}`, COMPILE_ERRORS.mismatch);
    const error = conditionValueError(field, c, guestListUsed);
    if (error) throw badField(`${path}.${errorPart(error)}`, error);
    if (isGuestListOperator(c.operator)) {
      guestListUsed = true;
      if (!context.inviteListIds.has(c.customConditionData?.dataSource ?? 0))
        throw badField(`${path}.customConditionData.dataSource`, COMPILE_ERRORS.notInviteList);
    } else if (c.customConditionData !== null) {
      throw badField(`${path}.customConditionData`, COMPILE_ERRORS.noDataSource);
    }
    const checked: CheckedCondition = {
      field,
      operator: c.operator,
      value: valueOf(field, c, path),
    };
    return conditionSql(checked, isManualFieldId(field.filterFieldId) ? field.filterFieldId : null);
  };

  const entries = set.filterConditionsDTOList.map((entry, i) => {
    const path = `filterConditionsDTOList[${i}]`;
    if (!isFilterGroup(entry)) return condition(entry, path);
    return combine(
      entry.conditionOperator,
      entry.conditions.map((c, j) => condition(c, `${path}.conditions[${j}]`)),
    );
  });
  return combine(set.operationType, entries);
}
