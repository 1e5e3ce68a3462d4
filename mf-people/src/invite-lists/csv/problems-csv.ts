/** The row problems as a CSV the user downloads, fixes and imports again. */
import Papa from 'papaparse';
import type { InviteRowProblem } from '@console/people-contract';

export const INVITE_PROBLEMS_FILE_NAME = 'invite-list-problems.csv';

/** Row, column, problem; cells that a spreadsheet would run as formulas are escaped. */
export function problemsCsv(problems: readonly InviteRowProblem[]): string {
  return Papa.unparse(
    {
      fields: ['row', 'column', 'problem'],
      data: problems.map((p) => [String(p.row), p.column, p.problem]),
    },
    { escapeFormulae: true },
  );
}
