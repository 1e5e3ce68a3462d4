/** The custom group's members as CSV (custom-group.csv): the member table's columns. */
import type { ColumnOption } from 'csv-stringify';
import { attendanceLabel } from '../audiences/audience-csv';
import type { CustomGroupMember } from '@console/people-contract';

export const MEMBER_CSV_COLUMNS: ColumnOption[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'audiences', header: 'Audiences' },
  { key: 'accessGroups', header: 'Access groups' },
  { key: 'ticketType', header: 'Ticket type' },
  { key: 'status', header: 'Status' },
];

export async function* memberCsvRecords(chunks: AsyncGenerator<CustomGroupMember[]>) {
  for await (const chunk of chunks) {
    for (const row of chunk) {
      yield {
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        audiences: row.noOfAudiences,
        accessGroups: row.accessGroupList.join('; '),
        ticketType: row.ticketTypeName ?? '',
        status: attendanceLabel(row.isAttended),
      };
    }
  }
}
