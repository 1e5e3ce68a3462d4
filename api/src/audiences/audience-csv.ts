/** The audience list's CSV (audience-list.csv): its columns and one record per member. */
import type { ColumnOption } from 'csv-stringify';
import type { AudienceMember } from '@console/people-contract';

export const attendanceLabel = (isAttended: boolean) => (isAttended ? 'Attended' : 'Not attended');

export const AUDIENCE_CSV_COLUMNS: ColumnOption[] = [
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
  { key: 'email', header: 'Email' },
  { key: 'audiences', header: 'Audiences' },
  { key: 'ticketType', header: 'Ticket type' },
  { key: 'status', header: 'Status' },
];

export async function* audienceCsvRecords(chunks: AsyncGenerator<AudienceMember[]>) {
  for await (const chunk of chunks) {
    for (const row of chunk) {
      yield {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        audiences: row.audiences.map((a) => a.name).join('; '),
        ticketType: row.ticketTypeName ?? '',
        status: attendanceLabel(row.isAttended),
      };
    }
  }
}
