import {
  FILTER_LIMITS,
  valueKindFor,
  type CompareValue,
  type ConditionDraft,
  type FilterField,
  type FilterOperator,
} from '@console/people-contract';
import { TextField } from '@console/shared/ui';
import { MultiSelect, Select } from '@console/shared/ui/select';
import { inviteListOptions, predefinedOptions } from './condition-options';
import { DateValueInput } from './DateValueInput';
import { NumberValueInput } from './NumberValueInput';
import type { InviteListOption } from './types';

export interface ValueInputProps {
  field: FilterField;
  operator: FilterOperator;
  condition: ConditionDraft;
  inviteLists: readonly InviteListOption[];
  timeZone: string;
  errorMessage?: string;
  onValue: (value: CompareValue | null) => void;
  onInviteList: (audienceGroupId: number | null) => void;
}

const PLACEHOLDER = 'Choose a value';

/** The value input a field and operator call for (the contract's valueKindFor). */
export function ValueInput({
  field,
  operator,
  condition,
  inviteLists,
  timeZone,
  errorMessage,
  onValue,
  onInviteList,
}: ValueInputProps) {
  const value = condition.compareValue;
  switch (valueKindFor(field, operator)) {
    case 'none':
      return null;
    case 'number':
      return (
        <NumberValueInput
          value={typeof value === 'number' ? value : null}
          onChange={onValue}
          errorMessage={errorMessage}
        />
      );
    case 'text':
      return (
        <TextField
          label="Value"
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => onValue(next === '' ? null : next)}
          maxLength={FILTER_LIMITS.textValueMax}
          errorMessage={errorMessage}
        />
      );
    case 'select':
      return (
        <Select
          label="Value"
          placeholder={PLACEHOLDER}
          options={predefinedOptions(field)}
          value={typeof value === 'string' ? value : null}
          onChange={(key) => onValue(key === null ? null : String(key))}
          errorMessage={errorMessage}
        />
      );
    case 'multiSelect':
      return (
        <MultiSelect
          label="Value"
          placeholder={PLACEHOLDER}
          options={predefinedOptions(field)}
          value={Array.isArray(value) ? value : []}
          onChange={(keys) => onValue(keys.length === 0 ? null : keys.map(String))}
          errorMessage={errorMessage}
        />
      );
    case 'date':
      return (
        <DateValueInput
          value={typeof value === 'string' ? value : null}
          timeZone={timeZone}
          onChange={onValue}
          errorMessage={errorMessage}
        />
      );
    case 'guestList':
      return (
        <Select
          label="Invite list"
          placeholder="Choose an invite list"
          labelMaxLength={40}
          options={inviteListOptions(inviteLists)}
          value={condition.customConditionData?.dataSource ?? null}
          onChange={(key) => onInviteList(typeof key === 'number' ? key : null)}
          errorMessage={errorMessage}
        />
      );
  }
}
