/**
 * An applied condition in words: the field's label (as text, and as formatted runs for the
 * chip: a form label may hold <b> or <i>), the operator's label and the value, with dates as
 * 'MMM dd, HH:mm a' in the event's time zone (spec §9).
 */
import {
  labelPlainText,
  labelRuns,
  OPERATOR_LABELS,
  valueKindFor,
  type FilterCondition,
  type FilterField,
  type LabelRun,
} from '@console/people-contract';
import { formatMonthDayTime24, formatNumber } from '@console/shared/ui';
import type { InviteListOption } from './types';

export interface ConditionSummary {
  /** The field's label as text. */
  field: string;
  /** The same label's runs, bold or italic where its markup says so. */
  fieldRuns: LabelRun[];
  operator: string;
  /** Null when the operator takes no value (True, False). */
  value: string | null;
}

export interface SummaryContext {
  fields: readonly FilterField[];
  inviteLists: readonly InviteListOption[];
  timeZone: string;
}

const choiceLabel = (field: FilterField | undefined, value: string) =>
  field?.predefinedValues.find((v) => v.value === value)?.label ?? value;

function valueText(condition: FilterCondition, context: SummaryContext): string | null {
  const field = context.fields.find((f) => f.filterFieldId === condition.filterFieldId);
  const value = condition.compareValue;
  const shape = field ?? { type: condition.type, subType: null, fieldName: condition.fieldName };
  const kind = valueKindFor(shape, condition.operator);
  if (kind === 'none') return null;
  if (kind === 'guestList') {
    const id = condition.customConditionData?.dataSource;
    const list = context.inviteLists.find((l) => l.audienceGroupId === id);
    return list ? list.name : `Invite list ${id ?? ''}`.trim();
  }
  if (value === null) return '';
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.map((v) => choiceLabel(field, v)).join(', ');
  if (kind === 'date') return formatMonthDayTime24(value, context.timeZone);
  return kind === 'select' ? choiceLabel(field, value) : value;
}

export function summarizeCondition(
  condition: FilterCondition,
  context: SummaryContext,
): ConditionSummary {
  const field = context.fields.find((f) => f.filterFieldId === condition.filterFieldId);
  const label = field?.labelName ?? condition.fieldName;
  return {
    field: labelPlainText(label),
    fieldRuns: labelRuns(label),
    operator: OPERATOR_LABELS[condition.operator],
    value: valueText(condition, context),
  };
}

export const summaryText = ({ field, operator, value }: ConditionSummary): string =>
  [field, operator, value].filter((part) => part !== null && part !== '').join(' ');
