import type { Ticket } from '@console/registration-contract';
import { TICKETING_WORDS as WORDS } from '../words';

/**
 * The "Applies to" choices: the event's ticket types, and any chosen id the list lacks (still
 * loading, or gone) under a name that says so, so a chosen ticket is never shown as "All tickets".
 */
export function ticketOptions(
  tickets: readonly Ticket[],
  chosen: readonly number[],
): { id: number; label: string }[] {
  const options = tickets.map((t) => ({ id: t.ticketTypeId, label: t.name }));
  const known = new Set(options.map((o) => o.id));
  const missing = chosen
    .filter((id) => !known.has(id))
    .map((id) => ({ id, label: WORDS.unknownTicket(id) }));
  return [...options, ...missing];
}
