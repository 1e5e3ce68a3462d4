/** The schedule's limits, shared by the API, the session form and their messages. */
export const SCHEDULE_LIMITS = {
  titleMax: 200,
  /** A stage or venue name; the same bound as a stage rename of the venue settings. */
  stageNameMax: 100,
  /** One tag or add-on, after trimming. */
  labelMax: 50,
  /** Tags (or add-ons) of one session, once trimmed and without duplicates. */
  labelsMax: 20,
  /** Values a body may send for tags or add-ons before duplicates are dropped. */
  labelsSentMax: 100,
  searchMax: 200,
  /** Sessions per page of the schedule table (the table renders only the rows in view). */
  pageSize: 100,
  maxPageSize: 200,
  /** Groups of each kind a session's detail names; the totals count them all. */
  usageListMax: 100,
  /** Group names a 409 message names before "and N more". */
  namesInMessage: 10,
  /** The table cuts a title after this many characters (the full title is its tooltip). */
  titleShown: 60,
  /** Tags the table shows before the rest fold into +N. */
  tagsShown: 2,
} as const;
