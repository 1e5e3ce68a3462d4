import type { ReactNode } from 'react';
import { Button } from '@console/shared/ui';
import { Badge, EmailText, type BadgeTone } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import styles from '../InviteLists.module.css';
import { inviteeActions, inviteeName, type InviteeAction } from './invitee-actions';
import {
  formatInviteePhone,
  INVITATION_STATUS_LABELS,
  type InvitationStatus,
  type Invitee,
} from '@console/people-contract';

const STATUS_TONE: Record<InvitationStatus, BadgeTone> = {
  REGISTERED: 'success',
  DECLINED: 'danger',
  AWAITING_RESPONSE: 'neutral',
};

const ACTION_LABEL: Record<InviteeAction, string> = { decline: 'Decline', delete: 'Delete' };

const text = (value: string) => value || '—';

export interface InviteesTableProps {
  rows: readonly Invitee[];
  onAction: (action: InviteeAction, invitee: Invitee) => void;
  actionsDisabled: boolean;
  isLoading: boolean;
  isRefreshing: boolean;
  emptyState: ReactNode;
  errorState?: ReactNode;
}

/**
 * The invitees of a list (spec people §2): name, email, phone, role, company, country, status.
 * In a narrow box country, company, role and phone give way (the rightmost first); the status
 * stays and the actions stay at the right edge.
 */
export function InviteesTable({ rows, onAction, actionsDisabled, ...states }: InviteesTableProps) {
  const columns: DataTableColumn<Invitee>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (i) => text(`${i.firstName} ${i.lastName}`.trim()),
      isRowHeader: true,
    },
    { id: 'email', header: 'Email', cell: (i) => <EmailText email={i.email} />, minWidth: '12rem' },
    {
      id: 'phone',
      header: 'Phone',
      cell: (i) => text(formatInviteePhone(i.phoneNumber)),
      priority: 'low',
    },
    { id: 'role', header: 'Role', cell: (i) => text(i.role), priority: 'low' },
    { id: 'company', header: 'Company', cell: (i) => text(i.company), priority: 'low' },
    { id: 'country', header: 'Country', cell: (i) => text(i.country), priority: 'low' },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => (
        <Badge tone={STATUS_TONE[i.invitationStatus]}>
          {INVITATION_STATUS_LABELS[i.invitationStatus]}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      minWidth: '10rem',
      isRowActions: true,
      cell: (i) => (
        <div className={styles.rowActions}>
          {inviteeActions(i.invitationStatus).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'delete' ? 'danger' : 'secondary'}
              isDisabled={actionsDisabled}
              aria-label={`${ACTION_LABEL[action]} ${inviteeName(i)}`}
              onPress={() => onAction(action, i)}
            >
              {ACTION_LABEL[action]}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      aria-label="Invitees"
      columns={columns}
      rows={rows}
      getRowId={(i) => i.id}
      loadingLabel="Loading invitees…"
      {...states}
    />
  );
}
