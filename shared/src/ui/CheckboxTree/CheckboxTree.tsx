import { useId } from 'react';
import { Checkbox } from '../Checkbox';
import { checkState, toggleNode, type CheckboxTreeNode } from './checkbox-tree';
import styles from './CheckboxTree.module.css';

export interface CheckboxTreeProps {
  /** Names the whole tree (a group). */
  label: string;
  nodes: readonly CheckboxTreeNode[];
  /** The chosen leaves. */
  selectedIds: ReadonlySet<string>;
  onChange: (selectedIds: Set<string>) => void;
  isDisabled?: boolean;
}

interface BranchProps {
  nodes: readonly CheckboxTreeNode[];
  selectedIds: ReadonlySet<string>;
  onChange: (selectedIds: Set<string>) => void;
  isDisabled?: boolean;
}

function Branch({ nodes, selectedIds, onChange, isDisabled }: BranchProps) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => {
        const state = checkState(node, selectedIds);
        return (
          <li key={node.id}>
            <Checkbox
              isSelected={state === 'checked'}
              isIndeterminate={state === 'mixed'}
              isDisabled={isDisabled}
              onChange={() => onChange(toggleNode(node, selectedIds))}
            >
              {node.label}
            </Checkbox>
            {node.children?.length ? (
              <Branch
                nodes={node.children}
                selectedIds={selectedIds}
                onChange={onChange}
                isDisabled={isDisabled}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Nested checkboxes: a parent is mixed while only some of its children are checked. */
export function CheckboxTree({ label, ...branch }: CheckboxTreeProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.tree}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Branch {...branch} />
    </div>
  );
}
