import { MESSAGES } from '@console/shared/contract';
import { Button } from '@console/shared/ui';
import { Badge, DateTime } from '@console/shared/ui/display';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import type { SessionRow } from './session-rows';

export interface SessionColumnsOptions {
  /** The user's own time zone (there is no event here). */
  timeZone: string;
  onEnd: (row: SessionRow) => void;
  actionsDisabled: boolean;
}

/** Device, address, signed in, last active, and End session for every device but this one. */
export function sessionColumns({
  timeZone,
  onEnd,
  actionsDisabled,
}: SessionColumnsOptions): DataTableColumn<SessionRow>[] {
  return [
    {
      id: 'device',
      header: 'Device',
      isRowHeader: true,
      minWidth: '12rem',
      cell: (row) =>
        row.current ? (
          <>
            {row.device} <Badge tone="info">{MESSAGES.thisDevice}</Badge>
          </>
        ) : (
          row.device
        ),
    },
    { id: 'address', header: 'Address', minWidth: '8rem', cell: (row) => row.address },
    {
      id: 'createdAt',
      header: 'Signed in',
      minWidth: '11rem',
      cell: (row) => <DateTime value={row.createdAt} timeZone={timeZone} />,
    },
    {
      id: 'lastSeenAt',
      header: 'Last active',
      minWidth: '11rem',
      cell: (row) => <DateTime value={row.lastSeenAt} timeZone={timeZone} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      minWidth: '8rem',
      cell: (row) =>
        row.current ? null : (
          <Button
            variant="danger"
            size="small"
            isDisabled={actionsDisabled}
            onPress={() => onEnd(row)}
          >
            End session
          </Button>
        ),
    },
  ];
}
