/** The session access screen's bounds (people-and-access-control §9). */
export const SESSION_ACCESS_LIMITS = {
  /** Session titles are cut at 30 characters. */
  titleMax: 30,
  /** Tags show the first 2, then +N. */
  tagsShown: 2,
} as const;
