/** Messages of adding and editing registrants (no spec wording: what is wrong, what to do). */
export const REGISTRATION_MESSAGES = {
  ticketListedTwice: 'This ticket type is listed twice: give its count once',
  ticketsOrTicketTypeId: 'Send the tickets or one ticketTypeId, not both',
  /** A field the chosen flow requires, named by its label. */
  answerRequired: (label: string) => `${label} is required in this registration flow`,
  emailTaken: (email: string) =>
    `Another registration of this event already uses ${email}. Use another email, or edit that registration.`,
  /** The add and edit forms (People > Attendees). */
  flowRequired: 'Choose a registration flow',
  roleRequired: 'Choose a role',
  ticketTypeRequired: 'Choose a ticket type',
  ticketCount: (max: number) => `Give a whole number of tickets from 1 to ${max}`,
  answerNumber: 'Must be a number',
  answerChoice: 'Must be one of the field’s values',
  registrantAdded: 'Registrant added',
  registrantSaved: 'Registrant saved',
  registrantUnchanged: 'Nothing changed: edit a field, then save',
} as const;
