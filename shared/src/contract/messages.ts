/**
 * The user-facing strings of both specs, quoted exactly. Strings with a placeholder are
 * functions so the placeholder cannot be forgotten. Strings the spec does not give are
 * marked "console:" in their key's comment and written down in docs/decisions.
 */
export const MESSAGES = {
  // Features own their messages (their contract packages); these are the platform's and the
  // analytics and integrations ones, which move to those features' contracts when they are built.
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** console: a write that met another at the same moment (a deadlock), rolled back whole. */
  concurrentChange:
    'Someone else changed the same records at the same moment, so nothing was saved. Please try again.',

  // Analytics and integrations (shell-approvals-analytics §8)
  reportDownloadFailed: 'Failed to download the report',
  dashboardSyncStarted: 'Dashboard Sync Started',
  codeCopied: 'Code Copied',
  integrationTurnedOff: 'Integration turned off',
  dataSyncApprovalNeeded: 'Data sync approval needed',
  noDataSyncedYet: 'No data synced yet',
  syncingData: 'Syncing data...',
  syncing: 'Syncing...',
  nextSyncAvailableAt: (time: string) => `Next sync will be available at ${time}`,

  // Lists everywhere (both specs)
  noSearchResultsFound: 'No search results found',
  noResultsFound: 'No results found',
  tryDifferentKeywords: 'Try using different keywords',

  // Console strings the specs do not give (see docs/decisions/0005-console-strings.md)
  permissionDeniedTitle: "You don't have access to this page",
  permissionDeniedBody: 'Ask an organizer of this event to grant you the permission it needs.',
  remoteUnavailable: (area: string) =>
    `${area} could not be loaded. The rest of the console still works; try again in a moment.`,
  remoteIncompatible: (area: string, remoteVersion: string, hostVersion: string) =>
    `${area} was built for console contract ${remoteVersion}, but this console runs ${hostVersion}. It needs a rebuild against the current contract.`,
  invalidCredentials: 'Email or password is incorrect',
  // The login form's field checks (console:), the same in its yup schema and the API's zod one.
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  // Any text input the wire refuses (wire.ts), said under the field that holds it.
  textTooLong: (max: number) => `Must be at most ${max} characters`,
  textHasNul: 'Must not contain NUL characters',
  eventCanceledReadOnly: 'This event is canceled: it can be viewed but no longer changed.',
  notOrganizerReadOnly: 'Only an organizer of this event can make changes to it.',
  // The wait as the API's Retry-After gives it: seconds up to a minute, whole minutes beyond.
  tooManyLoginAttempts: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    const wait =
      seconds < 60
        ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
        : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    return `Too many failed log-in attempts. Try again in ${wait}.`;
  },
  sessionNotFound: 'This session has already ended.',
  sessionExpired: 'Your session has ended. Please log in again.',
  featureNotEnabledTitle: 'This page is not enabled for this event',
  featureNotEnabledBody:
    'The feature it belongs to is turned off for this event. Ask an administrator of your organization to turn it on if you need it.',
  managedOutsideReleaseTitle: 'Managed outside this console release',
  managedOutsideReleaseBody:
    'This release of the Organizer Console does not include this page, so nothing can be changed here.',
  /** The sidebar's marker on entries whose page is managed outside this release, and its note. */
  managedOutsideBadge: 'Outside',
  managedOutsideNote:
    'Not part of this console release: these pages say what they are for and link to the related pages here.',
  /** The event menu's toggle, by what pressing it does (console:, decision 0044). */
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  /** Describes a table whose rows have actions (console:, decision 0044). */
  tableKeyboardHint: 'Use the arrow keys to move between rows and cells, including their actions.',

  // Your sessions (/account/sessions): the devices the user is logged in on.
  thisDevice: 'This device',
  noSessions: 'No sessions',
  noSessionsBody: 'The devices you are logged in on appear here.',
  endSessionTitle: 'End this session?',
  endSessionBody: (device: string) =>
    `${device} will be logged out and has to log in again to use the console.`,
  endOtherSessionsTitle: 'End all other sessions?',
  endOtherSessionsBody: (count: number) =>
    `${count} other ${count === 1 ? 'device' : 'devices'} will be logged out and must log in again. This device stays logged in.`,
  sessionEnded: 'Session ended. That device has to log in again.',
  otherSessionsEnded: (count: number) =>
    `${count} other ${count === 1 ? 'session' : 'sessions'} ended.`,

  // The event's email outbox (communication/outbox).
  outboxKeptNotSent:
    'Email delivery is not set up for this console: emails are kept here and not sent.',
  noEmailsYet: 'No emails yet',
  noEmailsYetBody:
    'Emails this event sends, such as approval and registration confirmation emails, appear here.',
} as const;
