import { type Key } from '@console/shared/ui';
import { FilterBar, SearchBox } from '@console/shared/ui/list-controls';
import { MultiSelect, Select } from '@console/shared/ui/select';
import { useRegistrationFlows } from '../hooks/use-registration-flows';
import { useTicketTypes } from '../hooks/use-ticket-types';
import styles from '../Approvals.module.css';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

export interface ApprovalsFiltersProps {
  query: string;
  flowIds: readonly number[];
  ticketTypeIds: readonly number[];
  /** Called 500 ms after the user stops typing. */
  onQueryChange: (query: string) => void;
  onFlowIdsChange: (ids: number[]) => void;
  onTicketTypeIdsChange: (ids: number[]) => void;
}

/** The key of the flow filter's "All registration flows" option. */
const ALL_FLOWS = 'all';

/** Search, registration-flow filter (only with more than one flow) and ticket-type filter. */
export function ApprovalsFilters({
  query,
  flowIds,
  ticketTypeIds,
  onQueryChange,
  onFlowIdsChange,
  onTicketTypeIdsChange,
}: ApprovalsFiltersProps) {
  const flows = useRegistrationFlows().data ?? [];
  const ticketTypes = useTicketTypes().data ?? [];
  const onFlowChange = (key: Key | null) =>
    onFlowIdsChange(key === null || key === ALL_FLOWS ? [] : [Number(key)]);

  return (
    <FilterBar className={styles.filters}>
      <SearchBox
        label="Search requests"
        placeholder="Name or email"
        value={query}
        onChange={onQueryChange}
      />
      {flows.length > 1 ? (
        <Select
          label="Registration flow"
          name="flowIds"
          options={[
            { id: ALL_FLOWS, label: APPROVAL_MESSAGES.allRegistrationFlows },
            ...flows.map((f) => ({ id: f.flowId, label: f.name })),
          ]}
          value={flowIds[0] ?? ALL_FLOWS}
          onChange={onFlowChange}
        />
      ) : null}
      {ticketTypes.length > 0 ? (
        <MultiSelect
          label="Ticket type"
          name="ticketTypeIds"
          placeholder="All ticket types"
          options={ticketTypes.map((t) => ({ id: t.ticketTypeId, label: t.name }))}
          value={ticketTypeIds}
          onChange={(keys) => onTicketTypeIdsChange(keys.map(Number))}
        />
      ) : null}
    </FilterBar>
  );
}
