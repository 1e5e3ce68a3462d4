import { useEffect, useId, useState } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useDebouncedValue } from '@console/shared/react';
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

const toIds = (value: string): number[] => (value === '' ? [] : [Number(value)]);

/** Search, registration-flow filter (only with more than one flow) and ticket-type filter. */
export function ApprovalsFilters({
  query,
  flowIds,
  ticketTypeIds,
  onQueryChange,
  onFlowIdsChange,
  onTicketTypeIdsChange,
}: ApprovalsFiltersProps) {
  const id = useId();
  const flows = useRegistrationFlows().data ?? [];
  const ticketTypes = useTicketTypes().data ?? [];
  const [text, setText] = useState(query);
  const debounced = useDebouncedValue(text, TIMINGS.searchDebounceMs);

  useEffect(() => {
    if (debounced.trim() !== query.trim()) onQueryChange(debounced);
  }, [debounced, query, onQueryChange]);

  return (
    <div className={styles.toolbar} role="search">
      <label className={styles.field} htmlFor={`${id}-q`}>
        Search requests
        <input
          id={`${id}-q`}
          type="search"
          className={styles.input}
          placeholder="Name or email"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {flows.length > 1 ? (
        <label className={styles.field} htmlFor={`${id}-flow`}>
          Registration flow
          <select
            id={`${id}-flow`}
            className={styles.select}
            value={flowIds[0] ?? ''}
            onChange={(e) => onFlowIdsChange(toIds(e.target.value))}
          >
            <option value="">{APPROVAL_MESSAGES.allRegistrationFlows}</option>
            {flows.map((f) => (
              <option key={f.flowId} value={f.flowId}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {ticketTypes.length > 0 ? (
        <label className={styles.field} htmlFor={`${id}-ticket`}>
          Ticket type
          <select
            id={`${id}-ticket`}
            className={styles.select}
            value={ticketTypeIds[0] ?? ''}
            onChange={(e) => onTicketTypeIdsChange(toIds(e.target.value))}
          >
            <option value="">All ticket types</option>
            {ticketTypes.map((t) => (
              <option key={t.ticketTypeId} value={t.ticketTypeId}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
