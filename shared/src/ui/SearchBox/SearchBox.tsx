import { Button, Input, Label, SearchField } from 'react-aria-components';
import { TIMINGS } from '@console/shared/contract';
import styles from './SearchBox.module.css';
import { useDebouncedCommit } from './use-debounced-commit';

export interface SearchBoxProps {
  label: string;
  /** The search in effect (usually from the URL). */
  value: string;
  /** Called once the text has stayed unchanged for `debounceMs`, and at once when cleared. */
  onChange: (value: string) => void;
  placeholder?: string;
  debounceMs?: number;
  clearLabel?: string;
}

/** A labelled search field (role searchbox) with a clear button; Escape clears it too. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  debounceMs = TIMINGS.searchDebounceMs,
  clearLabel = 'Clear search',
}: SearchBoxProps) {
  const [text, setText, commitNow] = useDebouncedCommit(value, onChange, debounceMs);
  return (
    <SearchField
      value={text}
      onChange={setText}
      onClear={() => commitNow('')}
      onSubmit={commitNow}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        <span className={styles.icon} aria-hidden="true">
          ⌕
        </span>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.clear} aria-label={clearLabel}>
          ×
        </Button>
      </div>
    </SearchField>
  );
}
