/** The People area's constants and limits (people-and-access-control §9). */
export const PEOPLE_LIMITS = {
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
  /** An uploaded invite CSV (about 100 bytes a row: 100,000 rows fit with room). */
  inviteCsvMaxBytes: 25 * 1024 * 1024,
  /** Rows an import inserts per transaction. */
  inviteImportBatchRows: 1000,
  /** Columns an invite CSV's header may have (a mapping sends one choice per column). */
  inviteCsvMaxColumns: 100,
} as const;

export const PEOPLE_TIMINGS = {
  filterApplyDebounceMs: 1000,
  importPollMs: 5000,
  /** The pause after typing before a new list's name is checked. */
  listNameCheckDebounceMs: 400,
} as const;
