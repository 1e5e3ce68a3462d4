import { saveCsv } from '@console/shared/react';
import { Button, formatNumber } from '@console/shared/ui';
import { Banner, ProgressBar } from '@console/shared/ui/display';
import styles from '../InviteLists.module.css';
import { INVITE_PROBLEMS_FILE_NAME, problemsCsv } from './problems-csv';
import { RowProblemsTable } from './RowProblemsTable';
import type { CsvValidationState } from './use-csv-validation';
import {
  INVITE_CSV_DELIMITER_LABELS,
  INVITE_CSV_ENCODING_LABELS,
  type InviteCsvFormat,
  type InviteRowProblem,
} from '@console/people-contract';

const rows = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

export const formatText = (format: InviteCsvFormat) =>
  `Read as ${INVITE_CSV_ENCODING_LABELS[format.encoding]}, columns separated by ${INVITE_CSV_DELIMITER_LABELS[format.delimiter]}.`;

export interface CsvCheckResultProps {
  state: CsvValidationState;
  /**
   * What a finished check shows: 'file' whether the file can be read (the file step), 'rows'
   * what its rows give under the column mapping (the columns step).
   */
  detail: 'file' | 'rows';
}

/** Where the check of the chosen file is: its progress, then what it found (spec people §5). */
export function CsvCheckResult({ state, detail }: CsvCheckResultProps) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <ProgressBar
          label={`Checking the file: ${rows(state.rowsChecked)} so far`}
          value={Math.round(state.fraction * 100)}
          maxValue={100}
        />
      );
    case 'failed':
      return (
        <p role="alert" className={styles.error}>
          The file could not be checked: {state.message}
        </p>
      );
    case 'done': {
      const { summary } = state;
      const error = summary.fileError ?? (detail === 'rows' ? summary.columnsError : null);
      if (error)
        return (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        );
      if (detail === 'file')
        return (
          <p role="status" className={styles.muted}>
            {summary.format ? formatText(summary.format) : null}
          </p>
        );
      if (summary.invalidRows === 0)
        return (
          <p role="status" className={styles.muted}>
            {`${rows(summary.validRows)} ready to import.`}
          </p>
        );
      return (
        <RowProblems
          problems={state.problems}
          invalidRows={summary.invalidRows}
          dataRows={summary.dataRows}
          problemCount={summary.problemCount}
        />
      );
    }
  }
}

function RowProblems({
  problems,
  invalidRows,
  dataRows,
  problemCount,
}: {
  problems: readonly InviteRowProblem[];
  invalidRows: number;
  dataRows: number;
  problemCount: number;
}) {
  const valid = dataRows - invalidRows;
  return (
    <>
      <Banner tone="warning">
        {`${rows(invalidRows)} of ${formatNumber(dataRows)} cannot be imported. `}
        {valid > 0
          ? `You can import the ${rows(valid)} without problems now, and the others once fixed.`
          : 'Fix the file and choose it again.'}
      </Banner>
      {problemCount > problems.length ? (
        <p className={styles.muted}>
          {`Showing the first ${formatNumber(problems.length)} of ${formatNumber(problemCount)} problems.`}
        </p>
      ) : null}
      <RowProblemsTable problems={problems} />
      <div>
        <Button onPress={() => saveCsv(problemsCsv(problems), INVITE_PROBLEMS_FILE_NAME)}>
          Download problems
        </Button>
      </div>
    </>
  );
}
