import { rolesForEventType } from '@console/shared/contract';
import { useCurrentEvent } from '@console/shared/react';
import { FilterBar, SearchBox } from '@console/shared/ui/list-controls';
import { MultiSelect } from '@console/shared/ui/select';
import { useAudienceTicketTypes } from '../hooks/use-audience-ticket-types';
import { ROLE_LABEL, STATUS_OPTION_LABEL } from './labels';
import type { AudienceUrlState } from './url-state';
import { AUDIENCE_STATUS_OPTIONS, type AudienceStatusOption } from '@console/people-contract';

export interface AudienceFiltersProps {
  state: AudienceUrlState;
  /** The webinar list shows no ticket types (spec people §2), so offers no ticket filter. */
  showTicketTypes: boolean;
  /** Search after 500 ms, or a filter changed; the caller goes back to page 1. */
  onChange: (patch: Partial<AudienceUrlState>) => void;
}

/**
 * Search by name and email, and the audience filters (spec people §5): role (the event's roles,
 * no Sponsor on a webinar), status (Attended / Not Attended), ticket types.
 */
export function AudienceFilters({ state, showTicketTypes, onChange }: AudienceFiltersProps) {
  const event = useCurrentEvent();
  const ticketTypes = useAudienceTicketTypes().data ?? [];
  const roles = rolesForEventType(event.type);
  return (
    <FilterBar>
      <SearchBox
        label="Search audiences"
        placeholder="Name or email"
        value={state.query}
        onChange={(query) => onChange({ query })}
      />
      <MultiSelect
        label="Role"
        name="roles"
        placeholder="All roles"
        options={roles.map((role) => ({ id: role, label: ROLE_LABEL[role] }))}
        value={state.roles}
        onChange={(keys) => onChange({ roles: roles.filter((role) => keys.includes(role)) })}
      />
      <MultiSelect
        label="Status"
        name="status"
        placeholder="All statuses"
        options={AUDIENCE_STATUS_OPTIONS.map((option) => ({
          id: option,
          label: STATUS_OPTION_LABEL[option],
        }))}
        value={state.statuses}
        onChange={(keys) =>
          onChange({
            statuses: AUDIENCE_STATUS_OPTIONS.filter((option: AudienceStatusOption) =>
              keys.includes(option),
            ),
          })
        }
      />
      {showTicketTypes && ticketTypes.length > 0 ? (
        <MultiSelect
          label="Ticket type"
          name="ticketTypeIds"
          placeholder="All ticket types"
          options={ticketTypes.map((t) => ({ id: t.ticketTypeId, label: t.name }))}
          value={state.ticketTypeIds}
          onChange={(keys) => onChange({ ticketTypeIds: keys.map(Number) })}
        />
      ) : null}
    </FilterBar>
  );
}
