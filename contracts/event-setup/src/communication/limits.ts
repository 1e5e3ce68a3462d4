/** The communication pages' limits, shared by the API, the forms and their messages. */
export const COMMUNICATION_LIMITS = {
  /** An email's subject line. */
  subjectMax: 200,
  /** An email's body, as typed (plain text; the HTML part is made from it). */
  bodyMax: 10_000,
  /** A saved template's or an invitation email's name. */
  nameMax: 100,
  /** Saved templates per event: the page lists them all, so they stay a short list. */
  templatesMax: 200,
  /** Invitation emails per event: the invite flows offer them all as choices. */
  invitationEmailsMax: 50,
} as const;
