/**
 * Query keys of the communication pages, from one factory; never inline a key. An automatic
 * email's switch, the invitation emails and the calendar invite setting are read by other features
 * too (approvals' confirmation types, the invite flows' choices, custom groups' save question):
 * after writing one, invalidate the whole event (queryKeys.event of @console/shared/react), which
 * holds these keys as well.
 */
export const communicationKeys = {
  all: (eventId: number) => ['event', eventId, 'communication'] as const,
  emails: (eventId: number) => ['event', eventId, 'communication', 'emails'] as const,
  invitationEmails: (eventId: number) =>
    ['event', eventId, 'communication', 'invitation-emails'] as const,
  templates: (eventId: number) => ['event', eventId, 'communication', 'templates'] as const,
  calendarInvites: (eventId: number) =>
    ['event', eventId, 'communication', 'calendar-invites'] as const,
};
