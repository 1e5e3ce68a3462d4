import {
  addCondition,
  canAddCondition,
  removeEntry,
  setGroupOperator,
  type FilterDraft,
  type FilterField,
  type GroupDraft,
} from '@console/people-contract';
import { Button } from '@console/shared/ui';
import type { ConditionErrors } from './condition-errors';
import { CombineChoice } from './CombineChoice';
import { ConditionRow } from './ConditionRow';
import styles from './FilterPanel.module.css';
import type { InviteListOption } from './types';
import type { DraftEdit } from './use-filter-draft';

export interface FilterGroupBlockProps {
  group: GroupDraft;
  /** The group's place among the groups, from 1. */
  groupPosition: number;
  positionOf: ReadonlyMap<string, number>;
  draft: FilterDraft;
  fields: readonly FilterField[];
  inviteLists: readonly InviteListOption[];
  timeZone: string;
  errors: ReadonlyMap<string, ConditionErrors>;
  edit: DraftEdit;
}

/** A filter group (advanced mode): its own AND/OR, its conditions, add and remove. */
export function FilterGroupBlock({
  group,
  groupPosition,
  positionOf,
  draft,
  errors,
  edit,
  ...rowProps
}: FilterGroupBlockProps) {
  return (
    <div role="group" aria-label={`Filter group ${groupPosition}`} className={styles.group}>
      <div className={styles.groupHeader}>
        <CombineChoice
          label={`Combine the filters of group ${groupPosition} with`}
          value={group.conditionOperator}
          onChange={(op) => edit((d) => setGroupOperator(d, group.elementId, op))}
        />
        <Button
          size="small"
          variant="link"
          aria-label={`Remove group ${groupPosition}`}
          onPress={() => edit((d) => removeEntry(d, group.elementId))}
        >
          Remove group
        </Button>
      </div>
      {group.conditions.map((condition) => (
        <ConditionRow
          key={condition.elementId}
          condition={condition}
          position={positionOf.get(condition.elementId) ?? 0}
          draft={draft}
          errors={errors.get(condition.elementId)}
          edit={edit}
          {...rowProps}
        />
      ))}
      <div>
        <Button
          size="small"
          aria-label={`Add filter to group ${groupPosition}`}
          isDisabled={!canAddCondition(draft)}
          onPress={() => edit((d) => addCondition(d, group.elementId))}
        >
          Add filter
        </Button>
      </div>
    </div>
  );
}
