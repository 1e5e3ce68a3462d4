/**
 * A registration's tickets from the console: ticket types of the event only, and no more than
 * are left of each (quantity - used - reserved, ticket_usage_counts), read after the caller locked
 * the event row, as an approval batch does, so two writers cannot both take the last tickets.
 */
import { ApiError, badField } from '../http/errors';
import type { Db } from '../db/client';
import { ticketAvailability } from '../approvals/queries';
import type { RegistrationTicketLine } from '@console/people-contract';

export const TICKET_ERRORS = { ticketType: 'Not a ticket type of this event' } as const;

/**
 * Checks `lines` (`pathOf(i)` names line i in a 400). Sales that ended do not stop an organizer:
 * only the quantity does (409 SOLD_OUT, worded as the approvals' refusal).
 */
export async function checkTicketLines(
  tx: Db,
  eventId: number,
  lines: readonly RegistrationTicketLine[],
  pathOf: (index: number) => string,
): Promise<void> {
  if (lines.length === 0) return;
  const available = new Map(
    (await ticketAvailability(tx, eventId)).map((t) => [t.ticketTypeId, t]),
  );
  const unknown = lines.findIndex((line) => !available.has(line.ticketTypeId));
  if (unknown >= 0) throw badField(pathOf(unknown), TICKET_ERRORS.ticketType);
  const short = lines.flatMap((line) => {
    const ticket = available.get(line.ticketTypeId);
    if (!ticket || ticket.remaining === null || line.count <= ticket.remaining) return [];
    return [`${ticket.name} (${Math.max(0, ticket.remaining)} left, ${line.count} requested)`];
  });
  if (short.length > 0)
    throw new ApiError(409, 'SOLD_OUT', `Not enough tickets available: ${short.join(', ')}.`);
}
