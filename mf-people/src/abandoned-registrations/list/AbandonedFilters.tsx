import { FilterBar, SearchBox } from '@console/shared/ui/list-controls';
import { MultiSelect } from '@console/shared/ui/select';
import { useCurrentEvent } from '@console/shared/react';
import { useFilterOptions } from '../hooks/use-filter-options';
import { showsTicketsFilter } from './tickets-filter';

export interface AbandonedFiltersProps {
  emailId: string;
  flowIds: readonly number[];
  ticketTypeIds: readonly number[];
  /** Called 500 ms after the user stops typing. */
  onEmailChange: (emailId: string) => void;
  onFlowIdsChange: (ids: number[]) => void;
  onTicketTypeIdsChange: (ids: number[]) => void;
}

/** Email search, the registration flow filter and (except on field events) the tickets filter. */
export function AbandonedFilters({
  emailId,
  flowIds,
  ticketTypeIds,
  onEmailChange,
  onFlowIdsChange,
  onTicketTypeIdsChange,
}: AbandonedFiltersProps) {
  const event = useCurrentEvent();
  const options = useFilterOptions().data;
  return (
    <FilterBar>
      <SearchBox
        label="Search by email"
        placeholder="Email"
        value={emailId}
        onChange={onEmailChange}
      />
      <MultiSelect
        label="Registration flow"
        name="flowIds"
        placeholder="All registration flows"
        options={(options?.flows ?? []).map((f) => ({ id: f.flowId, label: f.name }))}
        value={flowIds}
        onChange={(keys) => onFlowIdsChange(keys.map(Number))}
      />
      {showsTicketsFilter(event.type) ? (
        <MultiSelect
          label="Tickets"
          name="ticketTypeIds"
          placeholder="All tickets"
          options={(options?.ticketTypes ?? []).map((t) => ({ id: t.ticketTypeId, label: t.name }))}
          value={ticketTypeIds}
          onChange={(keys) => onTicketTypeIdsChange(keys.map(Number))}
        />
      ) : null}
    </FilterBar>
  );
}
