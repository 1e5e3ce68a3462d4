import { saveBlob } from '@console/shared/react';
import { Button, formatNumber } from '@console/shared/ui';
import { Banner, ProgressBar } from '@console/shared/ui/display';
import styles from '../InviteLists.module.css';
import { INVITE_PROBLEMS_FILE_NAME, problemsCsv } from './problems-csv';
import { RowProblemsTable } from './RowProblemsTable';
import type { CsvValidationState } from './use-csv-validation';
import type { InviteRowProblem } from '@console/people-contract';

const rows = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

/** Where the check of the chosen file is: its progress, then what it found (spec people §5). */
export function CsvCheckResult({ state }: { state: CsvValidationState }) {
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
      if (summary.fileError)
        return (
          <p role="alert" className={styles.error}>
            {summary.fileError}
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
        <Button
          onPress={() =>
            saveBlob(
              new Blob([problemsCsv(problems)], { type: 'text/csv' }),
              INVITE_PROBLEMS_FILE_NAME,
            )
          }
        >
          Download problems
        </Button>
      </div>
    </>
  );
}
