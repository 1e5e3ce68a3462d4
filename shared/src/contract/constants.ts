/** Business constants and limits of both specs (§9 of each). */
export const LIMITS = {
  approvalsPageSize: 20,
  audiencePageSize: 20,
  inviteListPageSize: 20,
  abandonedPageSize: 20,
  audienceNameMax: 50,
  audienceDescriptionMax: 400,
  customGroupNameMax: 50,
  customGroupNameMin: 3,
  renameMax: 50,
  inviteeFieldMax: 150,
  inviteCsvColumns: ['email', 'firstName', 'lastName', 'role', 'company', 'phoneNumber', 'country'],
  groupChipsShown: 2,
  groupChipNameMax: 20,
  sessionTitleMax: 30,
  tagsShown: 2,
  multiSelectLabelMax: 10,
  ticketReservationHours: 72,
  revenueSyncIntervalHours: 24,
} as const;

export const TIMINGS = {
  searchDebounceMs: 500,
  filterApplyDebounceMs: 1000,
  importPollMs: 5000,
  toastShortMs: 2000,
  toastLongMs: 5000,
} as const;
