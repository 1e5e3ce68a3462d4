/**
 * What each people count counts, in one vocabulary (issue #44, decision 0045):
 * - "registrants": people whose registration is complete, the only people the People area lists
 *   (the Attendees page, every group card and list);
 * - "members" of a custom group, "invitees" of an invite list, where that is the noun;
 * - "attended": people who attended (the status groups, analytics);
 * - "Attendees" is only a name: the People > Attendees page and the Attendee role's group.
 * Counts arrive formatted (formatNumber), so the catalogue stays free of the UI kit.
 */
const counted = (count: number, formatted: string, one: string, many: string): string =>
  `${formatted} ${count === 1 ? one : many}`;

/**
 * What a count says beside its number while it is a snapshot older than the data (the API's
 * isCountUpdating: a big event's custom group, decision 0048), or instead of it before its first
 * count (a card's isCountMissing).
 */
export const COUNT_STATUS_TEXT = { updating: 'Updating count…', counting: 'Counting…' } as const;

export const PEOPLE_COUNT_MESSAGES = {
  /** A group's or a list's size: "5,340 registrants". */
  registrants: (count: number, formatted: string) =>
    counted(count, formatted, 'registrant', 'registrants'),
  /** A role group's card: "5,347 registrants with the Attendee role". */
  registrantsWithRole: (count: number, formatted: string, role: string) =>
    `${counted(count, formatted, 'registrant', 'registrants')} with the ${role} role`,
  /** The Attendees page: every registrant of the event. */
  completedRegistrants: (count: number, formatted: string) =>
    `${counted(count, formatted, 'registrant', 'registrants')} with a completed registration`,
  /** A custom group's card and member table. */
  members: (count: number, formatted: string) => counted(count, formatted, 'member', 'members'),
  /** An invite list's card. */
  invitees: (count: number, formatted: string) => counted(count, formatted, 'invitee', 'invitees'),
} as const;
