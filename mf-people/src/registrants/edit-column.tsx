/** The Attendees list's "Edit" row action, opening the edit slide-out for that registrant. */
import { Button } from '@console/shared/ui';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import { fullName } from '../audience-list/list/labels';
import type { AudienceMember } from '@console/people-contract';

export function editRegistrantColumn(
  onEdit: (registrationId: number) => void,
): DataTableColumn<AudienceMember> {
  return {
    id: 'actions',
    header: 'Actions',
    minWidth: '6rem',
    cell: (row) => (
      <Button
        size="small"
        aria-label={`Edit ${fullName(row) || row.email}`}
        onPress={() => onEdit(row.registrationId)}
      >
        Edit
      </Button>
    ),
  };
}
