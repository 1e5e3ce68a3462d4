import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import styles from './DataTable.module.css';

export interface SelectionCheckboxProps {
  /** Replaces react-aria's name ("Select" + the row header), e.g. "Select Jane Doe (jane@x.com)". */
  label?: string;
  /** Why the row cannot be selected: its tooltip and the checkbox's accessible description. */
  disabledReason?: string | null;
}

/** A row's (or the header's) selection checkbox; the table decides its state. */
export function SelectionCheckbox({ label, disabledReason }: SelectionCheckboxProps) {
  const labelId = useId();
  const reasonId = useId();
  return (
    <span className={styles.selection} title={disabledReason ?? undefined}>
      <Checkbox
        slot="selection"
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={disabledReason ? reasonId : undefined}
      />
      {label ? (
        <VisuallyHidden elementType="span" id={labelId}>
          {label}
        </VisuallyHidden>
      ) : null}
      {disabledReason ? (
        <VisuallyHidden elementType="span" id={reasonId}>
          {disabledReason}
        </VisuallyHidden>
      ) : null}
    </span>
  );
}
