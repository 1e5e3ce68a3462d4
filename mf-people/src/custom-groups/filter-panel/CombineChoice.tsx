import { CONDITION_OPERATORS, type ConditionOperator } from '@console/people-contract';
import { RadioGroup } from '@console/shared/ui/form';

const OPTIONS = CONDITION_OPERATORS.map((operator) => ({ value: operator, label: operator }));

export interface CombineChoiceProps {
  label: string;
  value: ConditionOperator;
  onChange: (value: ConditionOperator) => void;
}

/** AND or OR: how the filters of the set, or of one group, combine. */
export function CombineChoice({ label, value, onChange }: CombineChoiceProps) {
  return (
    <RadioGroup
      label={label}
      orientation="horizontal"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        const operator = CONDITION_OPERATORS.find((o) => o === next);
        if (operator) onChange(operator);
      }}
    />
  );
}
