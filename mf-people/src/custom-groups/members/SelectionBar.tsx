import { Button, formatNumber } from '@console/shared/ui';
import styles from '../CustomGroups.module.css';
import { chosenCount, isAllSelected, type MemberSelection } from './selection';

export interface SelectionBarProps {
  selection: MemberSelection;
  /** The audience's size; 'Select all' is offered while fewer are chosen. */
  total: number;
  /** Select all is offered only without a search (it means the filter's whole audience). */
  canSelectAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

/** A static group's choice (spec people §4): how many are chosen, select all across pages. */
export function SelectionBar({
  selection,
  total,
  canSelectAll,
  onSelectAll,
  onClear,
}: SelectionBarProps) {
  const count = chosenCount(selection);
  const all = isAllSelected(selection);
  return (
    <section className={styles.selectionBar} aria-label="Chosen attendees">
      <strong aria-live="polite">
        {all
          ? `All ${formatNumber(count)} registrants selected`
          : `${formatNumber(count)} selected`}
      </strong>
      {canSelectAll && !all && total > count ? (
        <Button variant="link" onPress={onSelectAll}>
          Select all attendees across pages
        </Button>
      ) : null}
      {count > 0 || all ? (
        <Button variant="link" onPress={onClear}>
          Clear selection
        </Button>
      ) : null}
    </section>
  );
}
