/** The activity log's bounds: a page, the deepest offset, the exact count's cap (decision 0049). */
export const ACTIVITY_LOG_LIMITS = {
  /** Entries a page holds at most (and by default). */
  pageSize: 20,
  /** The deepest offset a page may start at; deeper, the user narrows the log instead. */
  maxOffset: 10_000,
  /** The count is exact up to this many entries, then answered as "at least" this many. */
  countCap: 10_001,
  /**
   * The same for a search: its matches are counted among the newest entries first, where a common
   * word's are found at once; past 200 the list says "200+" and the user narrows the search.
   */
  searchCountCap: 201,
  /** The longest search text. */
  searchLength: 200,
  /** The people of the person filter: at most this many, by name. */
  people: 200,
} as const;
