/** Messages of adding and editing registrants (no spec wording: what is wrong, what to do). */
export const REGISTRATION_MESSAGES = {
  ticketListedTwice: 'This ticket type is listed twice: give its count once',
  ticketsOrTicketTypeId: 'Send the tickets or one ticketTypeId, not both',
  /** A field the chosen flow requires, named by its label. */
  answerRequired: (label: string) => `${label} is required in this registration flow`,
  emailTaken: (email: string) =>
    `Another registration of this event already uses ${email}. Use another email, or edit that registration.`,
} as const;
