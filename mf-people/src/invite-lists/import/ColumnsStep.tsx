import { Button, formatNumber } from '@console/shared/ui';
import { CsvCheckResult, formatText } from '../csv/CsvCheckResult';
import type { CsvValidationState } from '../csv/use-csv-validation';
import styles from '../InviteLists.module.css';
import { ColumnMappingFields } from './ColumnMappingFields';
import { StepHeading } from './StepHeading';
import type { InviteCsvMapping } from '@console/people-contract';

/** What the Next button says: the rows that will go when some cannot (spec people §5). */
function nextLabel(csv: CsvValidationState): string {
  if (csv.status === 'done' && csv.summary.invalidRows > 0 && csv.summary.validRows > 0)
    return `Continue with ${formatNumber(csv.summary.validRows)} valid ${csv.summary.validRows === 1 ? 'row' : 'rows'}`;
  return 'Next';
}

const canContinue = (csv: CsvValidationState): boolean =>
  csv.status === 'done' &&
  csv.summary.fileError === null &&
  csv.summary.columnsError === null &&
  csv.summary.validRows > 0;

export interface ColumnsStepProps {
  csv: CsvValidationState;
  /** The header and mapping shown: those of the last finished check. */
  columns: { header: readonly string[]; mapping: InviteCsvMapping };
  onMappingChange: (mapping: InviteCsvMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * The column-mapping step (decision 0042): a select per column of the file, prefilled from its
 * header's labels; each change checks the rows again under the new mapping. Only email must be
 * chosen; the import sends the mapping so that the API reads the file as shown here.
 */
export function ColumnsStep({ csv, columns, onMappingChange, onBack, onNext }: ColumnsStepProps) {
  const format = csv.status === 'done' ? csv.summary.format : null;
  return (
    <div className={styles.form}>
      <StepHeading>Match the columns</StepHeading>
      <p className={styles.muted}>
        {format ? `${formatText(format)} ` : null}
        Choose the invitee column each column of the file holds; only email is required.
      </p>
      <ColumnMappingFields
        header={columns.header}
        mapping={columns.mapping}
        onChange={onMappingChange}
      />
      <CsvCheckResult state={csv} detail="rows" />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button variant="primary" isDisabled={!canContinue(csv)} onPress={onNext}>
          {nextLabel(csv)}
        </Button>
      </div>
    </div>
  );
}
