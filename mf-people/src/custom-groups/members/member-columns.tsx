/**
 * The member table's columns (spec people §2): Audiences (count), Name with email (and the
 * 'Manually added' tag with its remove button), Access groups, Ticket type, Status, Explain
 * access. In a narrow box ticket type, access groups and the count give way; Status stays and
 * Explain access stays at the right edge.
 */
import { Button, formatNumber } from '@console/shared/ui';
import { Badge } from '@console/shared/ui/display';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { type ExplainAccessHref } from '../../audience-list/list/explain-access';
import { fullName } from '../../audience-list/list/labels';
import { NameWithEmail } from '../../audience-list/list/member-cells';
import { groupChipsColumn, trailingColumns } from '../../audience-list/list/people-columns';
import styles from '../CustomGroups.module.css';
import { type CustomGroupMember } from '@console/people-contract';

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
      priority: 'low',
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
      ...groupChipsColumn<CustomGroupMember>({
        id: 'accessGroups',
        header: 'Access groups',
        groupsOf: (row) => row.accessGroupList,
        nameOf: memberName,
      }),
      priority: 'low',
    },
    ...trailingColumns({ showTicketType, explainHref, nameOf: memberName }),
  ];
}
