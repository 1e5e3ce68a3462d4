import { useMemo, useRef } from 'react';
import {
  addCondition,
  addGroup,
  canAddCondition,
  canAddGroup,
  conditionDrafts,
  isGroupDraft,
  setAdvanced,
  setOperationType,
  type FilterField,
  type FilterSet,
} from '@console/people-contract';
import { Button } from '@console/shared/ui';
import { Toggle } from '@console/shared/ui/form';
import { CombineChoice } from './CombineChoice';
import { ConditionRow } from './ConditionRow';
import { FilterGroupBlock } from './FilterGroupBlock';
import styles from './FilterPanel.module.css';
import type { InviteListOption } from './types';
import { useFilterDraft } from './use-filter-draft';
import { useFocusFirstError } from './use-focus-first-error';

export interface FilterPanelProps {
  fields: FilterField[];
  /** The event's invite lists, which the guest-list operators read. */
  inviteLists: InviteListOption[];
  applied: FilterSet | null;
  /** The event's IANA time zone: date values are typed in it. */
  timeZone: string;
  onApply: (set: FilterSet) => void;
  onCancel: () => void;
  /** The draft differs from `applied` (the screen's leave-page prompt reads it). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The custom group filter panel (spec §4, §5): conditions and, in advanced mode, groups of
 * them, combined by AND or OR; Apply checks every piece and sends the wire set.
 */
export function FilterPanel({
  fields,
  inviteLists,
  applied,
  timeZone,
  onApply,
  onCancel,
  onDirtyChange,
}: FilterPanelProps) {
  const { draft, edit, dirty, errors, failedApplies, apply, reset } = useFilterDraft(
    applied,
    fields,
    onDirtyChange,
  );
  const panel = useRef<HTMLDivElement>(null);
  useFocusFirstError(panel, failedApplies);

  const positionOf = useMemo(
    () => new Map(conditionDrafts(draft).map((c, i) => [c.elementId, i + 1])),
    [draft],
  );
  const groupPositionOf = useMemo(
    () => new Map(draft.entries.filter(isGroupDraft).map((g, i) => [g.elementId, i + 1])),
    [draft],
  );
  const rowProps = { draft, fields, inviteLists, timeZone, edit };

  return (
    <div ref={panel} className={styles.panel}>
      <div className={styles.header}>
        <CombineChoice
          label="Combine filters with"
          value={draft.operationType}
          onChange={(op) => edit((d) => setOperationType(d, op))}
        />
        <Toggle isSelected={draft.advanced} onChange={(on) => edit((d) => setAdvanced(d, on))}>
          Advanced filters
        </Toggle>
      </div>
      {draft.entries.map((entry) => {
        if (!isGroupDraft(entry))
          return (
            <ConditionRow
              key={entry.elementId}
              condition={entry}
              position={positionOf.get(entry.elementId) ?? 0}
              errors={errors.get(entry.elementId)}
              {...rowProps}
            />
          );
        return (
          <FilterGroupBlock
            key={entry.elementId}
            group={entry}
            groupPosition={groupPositionOf.get(entry.elementId) ?? 0}
            positionOf={positionOf}
            errors={errors}
            {...rowProps}
          />
        );
      })}
      <div className={styles.actions}>
        <Button isDisabled={!canAddCondition(draft)} onPress={() => edit((d) => addCondition(d))}>
          Add filter
        </Button>
        {draft.advanced ? (
          <Button isDisabled={!canAddGroup(draft)} onPress={() => edit((d) => addGroup(d))}>
            Add filter group
          </Button>
        ) : null}
      </div>
      <div className={styles.footer}>
        <Button
          onPress={() => {
            reset();
            onCancel();
          }}
        >
          Cancel
        </Button>
        <Button
          variant="primary"
          isDisabled={!dirty}
          onPress={() => {
            const set = apply();
            if (set) onApply(set);
          }}
        >
          Apply filters
        </Button>
      </div>
    </div>
  );
}
