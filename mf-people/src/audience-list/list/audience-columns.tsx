/** The audience table's columns (spec people §2): Name, Audiences, Ticket type, Status. */
import { TagList } from '@console/shared/ui/tooltip';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { explainAccessColumn, type ExplainAccessHref } from './explain-access';
import { fullName } from './labels';
import { AttendanceBadge, NameWithEmail, NoValue } from './member-cells';
import { PEOPLE_LIMITS, type AudienceMember } from '@console/people-contract';

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
    {
      id: 'audiences',
      header: 'Audiences',
      minWidth: '14rem',
      cell: (row) =>
        row.audiences.length > 0 ? (
          <TagList
            aria-label={`Audiences of ${nameOf(row)}`}
            tags={row.audiences.map((a) => a.name)}
            max={PEOPLE_LIMITS.groupChipsShown}
            nameMaxLength={PEOPLE_LIMITS.groupChipNameMax}
          />
        ) : (
          <NoValue />
        ),
    },
    ...(showTicketType
      ? [
          {
            id: 'ticketType',
            header: 'Ticket type',
            minWidth: '8rem',
            cell: (row: AudienceMember) => row.ticketTypeName ?? <NoValue />,
          },
        ]
      : []),
    {
      id: 'status',
      header: 'Status',
      minWidth: '8rem',
      cell: (row) => <AttendanceBadge isAttended={row.isAttended} />,
    },
    ...(explainHref ? [explainAccessColumn(explainHref, nameOf)] : []),
  ];
}
