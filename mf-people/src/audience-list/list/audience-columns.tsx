/** The audience table's columns (spec people §2): Name, Audiences, Ticket type, Status. */
import { Badge, TagList, TruncatedText, type DataTableColumn } from '@console/shared/ui';
import styles from '../AudienceList.module.css';
import { attendanceLabel, fullName } from './labels';
import { PEOPLE_LIMITS, type AudienceMember } from '@console/people-contract';

const none = <span className={styles.muted}>—</span>;

/** Ticket type is left out for webinars. */
export function audienceColumns({
  showTicketType,
}: {
  showTicketType: boolean;
}): DataTableColumn<AudienceMember>[] {
  const nameOf = (row: AudienceMember) => fullName(row) || row.email;
  return [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      minWidth: '13rem',
      cell: (row) => (
        <>
          {nameOf(row)}
          <span className={styles.secondaryLine}>
            <TruncatedText text={row.email} />
          </span>
        </>
      ),
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
          none
        ),
    },
    ...(showTicketType
      ? [
          {
            id: 'ticketType',
            header: 'Ticket type',
            minWidth: '8rem',
            cell: (row: AudienceMember) => row.ticketTypeName ?? none,
          },
        ]
      : []),
    {
      id: 'status',
      header: 'Status',
      minWidth: '8rem',
      cell: (row) => (
        <Badge tone={row.isAttended ? 'success' : 'neutral'}>
          {attendanceLabel(row.isAttended)}
        </Badge>
      ),
    },
  ];
}
