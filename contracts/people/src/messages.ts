/**
 * The People area's user-facing strings, quoted exactly from people-and-access-control §8.
 * Strings with a placeholder are functions so the placeholder cannot be forgotten.
 */
export const PEOPLE_MESSAGES = {
  uploadFailed: 'Upload failed, please try again later',
  pleaseUploadCsv: 'Please upload csv file',
  pleaseUploadValidCsv: 'Please upload valid csv file',
  csvColumnsOrder: 'Columns must be in same order and must not change the header label',
  audienceNameExists: (name: string) => `${name} audience name already exists`,
  audienceNameMax: (max: number) => `Audience Name can be max ${max} characters`,
  audienceDescriptionMax: (max: number) => `Audience Description can be max ${max} characters`,
  selectOneNotification: 'Please select at least one notification',
  invalidEmail: 'Invalid email address',
  required: 'Required',
  invalidPhone: 'Invalid phone number',
  cannotDeleteGroup: 'Cannot delete this group',
  cannotDeleteInviteList: "This invite list can't be deleted",
  duplicateGroupName: 'Duplicate group name',
  errorFetchingAccessGroups: 'Error fetching Access Groups',
  abandonedDeleteFailed: 'Could not delete registrant . Please try again.',
  abandonedDeleteConfirmation:
    "This registrant won't be able to continue from where they dropped off earlier.",
  reminderFailed: 'Could not send email. Please try again.',
  failedToDownloadCsv: 'Failed to download CSV',
  failedToDownloadAudiences: 'Failed to download audiences',
  fieldRequired: 'This field is required',
  failedToAddInvitee: 'Failed to add invitee',
  failedToDeleteInvitee: 'Failed to delete invitee',
  failedToDeclineInvitee: 'Failed to decline invitee',
  groupDeleted: 'Group deleted successfully',
  groupRenamed: 'Group renamed successfully',
  customGroupCreated: 'Custom group created successfully',
  customGroupUpdated: 'Custom group updated successfully',
  dayAccessUpdated: 'Day access updated successfully',
  inviteeAdded: 'Invitee added successfully',
  inviteeDeleted: 'Invitee deleted successfully',
  inviteeDeclined: 'Invitee declined successfully',
  inviteListIdCopied: 'Invite List ID copied to clipboard',
  registrantsDeleted: 'Selected registrant(s) deleted successfully',
  reminderSent: 'Reminder email sent to the selected registrant(s)',
  importInsufficientTickets:
    'Insufficient tickets available. Please increase the ticket quantity or reduce the number of attendees in the CSV',
  importCompleted: 'The final status report has been sent to your email',
  importFailed: 'Import failed, please try again',
  importInProgress: 'The final status report will be sent to your email',
  successfullyImported: 'Successfully imported',
  partiallyImported: 'Partially imported',
  importFailedTitle: 'Import failed',
  sessionAlreadyMapped:
    'Action unavailable: this session has already been mapped to this access group.',
  groupUsedForSessionAccess:
    'Action unavailable: this group has already been used for session access.',
  removeAttendeeFromGroup: 'Remove this attendee from the group?',
  refreshFilterTitle: 'Refresh filter?',
  refreshFilterMessage: 'This will update the audiences in this group based on the filter.',
  enableAccessControlConfirm:
    "This action updates the access for all members added to this audience group. Verify the 'Access Control' settings before continuing.",
  disableAccessControlConfirm:
    'This action removes all access controls for this group. Are you sure you want to continue?',
  dayWiseBlockConfirm:
    'This modifies the event access for the audience group members. Please ensure to send updated invites.',
  leaveWithUnsavedFilters: "You're about to navigate away without saving your applied filters.",
  noAudienceFound: 'No audience found',
  noInviteListFound: 'No invite list found',
  noAbandonedRegistration: 'No abandoned registration yet',
  noSessionsFound: 'No sessions found',
  baseAccess: 'Base access',
  groupAccess: 'Group access',
} as const;

/**
 * Words the spec leaves to us (it names the rule, not the message): the CSV row problems beyond
 * its own messages. Kept apart so the quoted catalogue above stays exactly the spec's.
 */
export const PEOPLE_EXTRA_MESSAGES = {
  fieldMax: (max: number) => `Must be at most ${max} characters`,
  fieldMin: (min: number) => `Must be at least ${min} characters`,
  unknownCountry: 'Choose a country from the list',
  wrongColumnCount: (found: number, expected: number) =>
    `This row has ${found} columns; the file has ${expected}`,
  alreadyInList: 'Already on this invite list',
  /** An import that ran out of attempts, and why one cannot be resumed (decision 0032). */
  resumeImport: 'Resume import',
  importAlreadyCompleted: 'This import has already completed: there is nothing to resume.',
  importNotResumable:
    'This import stopped because of its file, its list or its tickets: resuming it would stop the same way. Start a new import.',
  importListDeleted: 'The invite list of this import was deleted. Start a new import.',
  importFileDeleted: (days: number) =>
    `The uploaded file was deleted after ${days} days. Upload the CSV again to import the rows not read.`,
  importLogDeleted: (days: number) => `The import log was deleted after ${days} days.`,
  /** An upload beyond the event's storage (sizes with their unit: '480.2 MiB'). */
  uploadStorageFull: (used: string, cap: string, file: string, days: number) =>
    `This event's uploaded files use ${used} of its ${cap}, so this file (${file}) does not fit. Delete invite lists you no longer need (their uploaded files go with them), or wait: uploaded files are deleted after ${days} days.`,
  duplicateInFile: 'This email appears on an earlier row',
  /** An invite CSV in none of the encodings read (decision 0042): it is refused, never stored garbled. */
  csvEncodingUnreadable:
    "The file's encoding could not be read. Save it as a UTF-8 CSV (in Excel: Save As, then CSV UTF-8) and choose it again.",
  /** The column mapping of an invite CSV import (decision 0042). */
  emailColumnRequired: 'Choose the column that holds email: every invitee needs one.',
  columnChosenTwice: (column: string) =>
    `${column} is chosen for more than one column: choose it for one column only.`,
  mappingDoesNotFitHeader: (choices: number, columns: number) =>
    `The column mapping has ${choices} choices but the file's header has ${columns} columns: send one choice per column.`,
  /** 'Invalid phone number' (spec §8) with the value, so a row of the file can be found and fixed. */
  invalidPhoneValue: (value: string) => `${PEOPLE_MESSAGES.invalidPhone} “${value}”`,
  /** The spec gives no success message for Add to sessions. */
  sessionsUpdated: 'Sessions updated',
  /** The spec says the custom group's empty views differ by type, not what they say. */
  activeGroupEmpty: 'Add filters to find the people for this group',
  staticGroupEmpty: 'Add filters, then choose the people for this group',
} as const;
