/**
 * The member table's columns (spec people §2): Audiences (count), Name with email (and the
 * 'Manually added' tag with its remove button), Access groups, Ticket type, Status.
 */
import { Button, formatNumber } from '@console/shared/ui';
import { Badge } from '@console/shared/ui/display';
import { TagList } from '@console/shared/ui/tooltip';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import {
  explainAccessColumn,
  type ExplainAccessHref,
} from '../../audience-list/list/explain-access';
import { fullName } from '../../audience-list/list/labels';
import { AttendanceBadge, NameWithEmail, NoValue } from '../../audience-list/list/member-cells';
import styles from '../CustomGroups.module.css';
import { PEOPLE_LIMITS, type CustomGroupMember } from '@console/people-contract';

export const memberName = (row: CustomGroupMember): string => fullName(row) || row.email;

export interface MemberColumnsOptions {
  /** Ticket type is left out for webinars. */
  showTicketType: boolean;
  /** Manual members of a saved group can be removed; null: no remove button. */
  onRemove: ((row: CustomGroupMember) => void) | null;
  removeDisabled: boolean;
  /** The access explainer's address; null where access control is not offered. */
  explainHref: ExplainAccessHref | null;
}

export function memberColumns({
  showTicketType,
  onRemove,
  removeDisabled,
  explainHref,
}: MemberColumnsOptions): DataTableColumn<CustomGroupMember>[] {
  return [
    {
      id: 'audiences',
      header: 'Audiences',
      minWidth: '6rem',
      cell: (row) => formatNumber(row.noOfAudiences),
    },
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      minWidth: '15rem',
      cell: (row) => (
        <NameWithEmail name={fullName(row)} email={row.email}>
          {row.isManuallyAdded ? (
            <span className={styles.manualTag}>
              <Badge tone="info">Manually added</Badge>
              {onRemove ? (
                <Button
                  variant="link"
                  size="small"
                  aria-label={`Remove ${memberName(row)} from the group`}
                  isDisabled={removeDisabled}
                  onPress={() => onRemove(row)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              ) : null}
            </span>
          ) : null}
        </NameWithEmail>
      ),
    },
    {
      id: 'accessGroups',
      header: 'Access groups',
      minWidth: '14rem',
      cell: (row) =>
        row.accessGroupList.length > 0 ? (
          <TagList
            aria-label={`Access groups of ${memberName(row)}`}
            tags={row.accessGroupList}
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
            cell: (row: CustomGroupMember) => row.ticketTypeName ?? <NoValue />,
          },
        ]
      : []),
    {
      id: 'status',
      header: 'Status',
      minWidth: '8rem',
      cell: (row) => <AttendanceBadge isAttended={row.isAttended} />,
    },
    ...(explainHref ? [explainAccessColumn(explainHref, memberName)] : []),
  ];
}
