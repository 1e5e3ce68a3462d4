/** The access control messages of the spec (people-and-access-control §2, §4, §8), quoted exactly. */
export const ACCESS_MESSAGES = {
  errorFetchingGroups: 'Error fetching Access Groups',
  somethingWentWrong: 'Something went wrong. Please try again.',
  dayAccessUpdated: 'Day access updated successfully',
  sessionAlreadyMapped:
    'Action unavailable: this session has already been mapped to this access group.',
  configureSessionAccess: 'Configure session access',
  grantDayAccessTitle: 'Grant day access to this group?',
  skip: 'Skip',
  grantDayAccess: 'Grant day access',
  baseAccess: 'Base access',
  groupAccess: 'Group access',
  noSessionFound: 'No session found',
  noSessionsFound: 'No sessions found',
  noSearchResultsFound: 'No search results found',
  noSessionsAccessible: 'No sessions accessible',
  noSessionsRestricted: 'No sessions restricted',
} as const;

/** Words the spec leaves to us (it names the rule or the popup, not its text). */
export const ACCESS_EXTRA_MESSAGES = {
  inactive: {
    ZONE_NOT_ACTIVE: 'Its zone is not active on this event',
    NO_PEOPLE_CHANNEL: 'The event has no people channel',
    NO_ONE_ON_ONE_INTERVAL: 'The event has no one-on-one meeting interval',
    NO_CHAT_OR_PEOPLE_CHANNEL: 'The event has neither a chat nor a people channel',
    LEADERBOARD_DISABLED: 'The leaderboard is disabled on this event',
    NO_ACTIVE_BOOTH_ZONE: 'The event has no active booth zone',
  },
  changeBaseTitle: 'Change base access?',
  changeBaseBody: 'Every setting of this group will be reset to the new base access.',
  removeDaysTitle: 'Remove day access?',
  removeDaysBody: 'Sessions on these days are granted to this group:',
  accessUpdated: 'Access updated',
  grantSection: 'Grant access',
  revokeSection: 'Revoke access',
} as const;

/**
 * The impact preview's words (issue #46), in the people count vocabulary (decision 0045:
 * "registrants"); counts arrive formatted, so the catalogue stays free of the UI kit.
 */
export const ACCESS_IMPACT_MESSAGES = {
  title: 'Who this change affects',
  lose: (count: number, formatted: string, title: string) =>
    `${formatted} ${count === 1 ? 'registrant loses' : 'registrants lose'} ${title}`,
  gain: (count: number, formatted: string, title: string) =>
    `${formatted} ${count === 1 ? 'registrant gains' : 'registrants gain'} ${title}`,
  none: "No registrant's access changes",
  fullList: 'See the full list',
  failed: 'The impact of this change could not be computed.',
} as const;
