import {
  isFilterGroup,
  type ConditionOperator,
  type FilterCondition,
  type FilterField,
  type FilterSet,
} from '@console/people-contract';
import { Button } from '@console/shared/ui';
import { summarizeCondition, summaryText, type SummaryContext } from './applied-summary';
import styles from './FilterPanel.module.css';
import { LabelText } from './LabelText';
import type { InviteListOption } from './types';

export interface AppliedFiltersProps {
  set: FilterSet;
  fields: FilterField[];
  inviteLists: InviteListOption[];
  timeZone: string;
  /** Offers a remove button per condition (a condition or a condition in a group). */
  onRemove?: (elementId: string) => void;
}

function Combinator({ operator }: { operator: ConditionOperator }) {
  return <span className={styles.combinator}> {operator} </span>;
}

function AppliedCondition({
  condition,
  context,
  onRemove,
}: {
  condition: FilterCondition;
  context: SummaryContext;
  onRemove?: (elementId: string) => void;
}) {
  const summary = summarizeCondition(condition, context);
  return (
    <span className={styles.chip}>
      <span className={styles.chipField}>
        <LabelText runs={summary.fieldRuns} />
      </span>{' '}
      <span>{summary.operator}</span>
      {summary.value ? (
        <>
          {' '}
          <span>{summary.value}</span>
        </>
      ) : null}
      {onRemove ? (
        <Button
          size="small"
          variant="link"
          aria-label={`Remove filter ${summaryText(summary)}`}
          onPress={() => onRemove(condition.elementId)}
        >
          ✕
        </Button>
      ) : null}
    </span>
  );
}

/** The applied filter set in words (spec §4), its groups in a frame with their own AND/OR. */
export function AppliedFilters({
  set,
  fields,
  inviteLists,
  timeZone,
  onRemove,
}: AppliedFiltersProps) {
  const context: SummaryContext = { fields, inviteLists, timeZone };
  return (
    <ul aria-label="Applied filters" className={styles.applied}>
      {set.filterConditionsDTOList.map((entry, index) => (
        <li key={entry.elementId} className={styles.applied}>
          {index > 0 ? <Combinator operator={set.operationType} /> : null}
          {isFilterGroup(entry) ? (
            <ul
              aria-label={`Filter group, combined with ${entry.conditionOperator}`}
              className={styles.appliedGroup}
            >
              {entry.conditions.map((condition, i) => (
                <li key={condition.elementId} className={styles.applied}>
                  {i > 0 ? <Combinator operator={entry.conditionOperator} /> : null}
                  <AppliedCondition condition={condition} context={context} onRemove={onRemove} />
                </li>
              ))}
            </ul>
          ) : (
            <AppliedCondition condition={entry} context={context} onRemove={onRemove} />
          )}
        </li>
      ))}
    </ul>
  );
}
