import { type Key } from '@console/shared/ui';
import { Select } from '@console/shared/ui/select';
import { useTicketTypes } from '../hooks/use-ticket-types';

const NO_TICKET = 'none';

/** The optional ticket the new invitees are offered; hidden when the event's tickets cannot be read. */
export function TicketTypeField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (ticketTypeId: number | null) => void;
}) {
  const tickets = useTicketTypes();
  if (!tickets.data || tickets.data.length === 0) return null;
  return (
    <Select
      label="Ticket type (optional)"
      name="ticketTypeId"
      labelMaxLength={40}
      options={[
        { id: NO_TICKET, label: 'No ticket' },
        ...tickets.data.map((t) => ({ id: t.ticketTypeId, label: t.name })),
      ]}
      value={value ?? NO_TICKET}
      onChange={(key: Key | null) =>
        onChange(key === null || key === NO_TICKET ? null : Number(key))
      }
    />
  );
}
