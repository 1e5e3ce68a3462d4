import type { Key } from '@console/shared/ui';
import { Select } from '@console/shared/ui/select';
import styles from '../InviteLists.module.css';
import { INVITE_CSV_COLUMNS, type InviteCsvMapping } from '@console/people-contract';

const IGNORE = 'ignore';
const OPTIONS = [
  { id: IGNORE, label: 'Ignore' },
  ...INVITE_CSV_COLUMNS.map((column) => ({ id: column, label: column })),
];

const columnOf = (key: Key | null) => INVITE_CSV_COLUMNS.find((column) => column === key) ?? null;

/** The label of a file column: its header, or its position when the header cell is empty. */
const labelOf = (header: string, index: number) => header.trim() || `Column ${index + 1}`;

/** A select per column of the file: the invitee column it feeds, or Ignore (decision 0042). */
export function ColumnMappingFields({
  header,
  mapping,
  onChange,
  isDisabled,
}: {
  header: readonly string[];
  mapping: InviteCsvMapping;
  onChange: (mapping: InviteCsvMapping) => void;
  isDisabled?: boolean;
}) {
  return (
    <fieldset className={styles.checkList}>
      <legend className={styles.legend}>Columns of the file</legend>
      {header.map((label, index) => (
        <Select
          key={index}
          label={labelOf(label, index)}
          name={`column-${index}`}
          labelMaxLength={40}
          isDisabled={isDisabled}
          options={OPTIONS}
          value={mapping[index] ?? IGNORE}
          onChange={(key) =>
            onChange(mapping.map((column, i) => (i === index ? columnOf(key) : column)))
          }
        />
      ))}
    </fieldset>
  );
}
