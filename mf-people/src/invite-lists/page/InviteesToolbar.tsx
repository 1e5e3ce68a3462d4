import { FilterBar, SearchBox } from '@console/shared/ui/list-controls';
import { MultiSelect } from '@console/shared/ui/select';
import styles from '../InviteLists.module.css';
import {
  INVITATION_STATUS_LABELS,
  INVITATION_STATUSES,
  type InvitationStatus,
} from '@console/people-contract';

const STATUS_OPTIONS = INVITATION_STATUSES.map((s) => ({
  id: s,
  label: INVITATION_STATUS_LABELS[s],
}));

/** Search by name or email (500 ms) and the status filter (Accepted, Declined, No response). */
export function InviteesToolbar({
  search,
  statuses,
  onSearchChange,
  onStatusesChange,
}: {
  search: string;
  statuses: readonly InvitationStatus[];
  onSearchChange: (search: string) => void;
  onStatusesChange: (statuses: InvitationStatus[]) => void;
}) {
  return (
    <FilterBar className={styles.filters}>
      <SearchBox
        label="Search guests"
        placeholder="Name or email"
        value={search}
        onChange={onSearchChange}
      />
      <MultiSelect
        label="Status"
        name="status"
        placeholder="All statuses"
        labelMaxLength={20}
        options={STATUS_OPTIONS}
        value={statuses}
        onChange={(keys) => onStatusesChange(INVITATION_STATUSES.filter((s) => keys.includes(s)))}
      />
    </FilterBar>
  );
}
