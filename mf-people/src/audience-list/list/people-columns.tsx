/**
 * Columns the audience list and the custom group members share: a column of group chips, and
 * the trailing Ticket type, Status and Explain access columns (spec people §2). Ticket type gives
 * way first in a narrow box.
 */
import { TagList } from '@console/shared/ui/tooltip';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { explainAccessColumn, type ExplainAccessHref } from './explain-access';
import { AttendanceBadge, NoValue } from './member-cells';
import { PEOPLE_LIMITS } from '@console/people-contract';

interface PersonRow {
  registrationId: number;
  ticketTypeName: string | null;
  isAttended: boolean;
}

/** Group names as chips (the first few, the rest behind "+n"), "—" without any. */
export function groupChipsColumn<T>(column: {
  id: string;
  header: string;
  groupsOf: (row: T) => readonly string[];
  nameOf: (row: T) => string;
}): DataTableColumn<T> {
  return {
    id: column.id,
    header: column.header,
    minWidth: '14rem',
    cell: (row) => {
      const groups = column.groupsOf(row);
      return groups.length > 0 ? (
        <TagList
          aria-label={`${column.header} of ${column.nameOf(row)}`}
          tags={groups}
          max={PEOPLE_LIMITS.groupChipsShown}
          nameMaxLength={PEOPLE_LIMITS.groupChipNameMax}
        />
      ) : (
        <NoValue />
      );
    },
  };
}

/** Ticket type (left out for webinars), Status, and Explain access where it is offered. */
export function trailingColumns<T extends PersonRow>({
  showTicketType,
  explainHref,
  nameOf,
}: {
  showTicketType: boolean;
  explainHref: ExplainAccessHref | null;
  nameOf: (row: T) => string;
}): DataTableColumn<T>[] {
  const ticketType: DataTableColumn<T> = {
    id: 'ticketType',
    header: 'Ticket type',
    minWidth: '8rem',
    priority: 'low',
    cell: (row) => row.ticketTypeName ?? <NoValue />,
  };
  return [
    ...(showTicketType ? [ticketType] : []),
    {
      id: 'status',
      header: 'Status',
      minWidth: '8rem',
      cell: (row) => <AttendanceBadge isAttended={row.isAttended} />,
    },
    ...(explainHref ? [explainAccessColumn(explainHref, nameOf)] : []),
  ];
}
