import { registrations as r, ticketTypes } from '../db/schema';

/**
 * A registrant as the people lists show one (the audience list, a custom group's members):
 * selected from registrations left-joined to ticket_types on the registration's ticket.
 */
export const registrantFields = {
  id: r.id,
  flowContextId: r.flowContextId,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  role: r.role,
  ticketTypeId: r.ticketTypeId,
  ticketTypeName: ticketTypes.name,
  isAttended: r.isAttended,
};
