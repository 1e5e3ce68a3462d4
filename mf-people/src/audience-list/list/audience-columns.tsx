/** The audience table's columns (spec people §2): Name, Audiences, Ticket type, Status. */
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { type ExplainAccessHref } from './explain-access';
import { fullName } from './labels';
import { NameWithEmail } from './member-cells';
import { groupChipsColumn, trailingColumns } from './people-columns';
import { type AudienceMember } from '@console/people-contract';

/** Ticket type is left out for webinars; 'Explain access' only where access control is offered. */
export function audienceColumns({
  showTicketType,
  explainHref,
}: {
  showTicketType: boolean;
  explainHref: ExplainAccessHref | null;
}): DataTableColumn<AudienceMember>[] {
  const nameOf = (row: AudienceMember) => fullName(row) || row.email;
  return [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      minWidth: '13rem',
      cell: (row) => <NameWithEmail name={fullName(row)} email={row.email} />,
    },
    groupChipsColumn<AudienceMember>({
      id: 'audiences',
      header: 'Audiences',
      groupsOf: (row) => row.audiences.map((a) => a.name),
      nameOf,
    }),
    ...trailingColumns({ showTicketType, explainHref, nameOf }),
  ];
}
