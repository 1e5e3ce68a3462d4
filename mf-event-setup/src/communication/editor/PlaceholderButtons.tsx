import { useId } from 'react';
import { Button } from '@console/shared/ui';
import {
  placeholderToken,
  PLACEHOLDER_LABELS,
  type Placeholder,
} from '@console/event-setup-contract';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';

/** One button per placeholder the email fills, inserting it where the cursor was. */
export function PlaceholderButtons({
  placeholders,
  onInsert,
}: {
  placeholders: readonly Placeholder[];
  onInsert: (text: string) => void;
}) {
  const headingId = useId();
  const hintId = useId();
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={hintId}>
      <p id={headingId} className={styles.groupLabel}>
        {WORDS.placeholders}
      </p>
      <p id={hintId} className={styles.hint}>
        {WORDS.placeholdersHint}
      </p>
      <div className={styles.placeholderButtons}>
        {placeholders.map((name) => (
          <Button
            key={name}
            size="small"
            aria-label={WORDS.insert(name)}
            onPress={() => onInsert(placeholderToken(name))}
          >
            {`${PLACEHOLDER_LABELS[name]} ${placeholderToken(name)}`}
          </Button>
        ))}
      </div>
    </div>
  );
}
