/**
 * Constants every app agrees on (§9 of each spec). A feature's own limits live in its
 * contract package.
 */
export const LIMITS = {
  multiSelectLabelMax: 10,
  revenueSyncIntervalHours: 24,
} as const;

export const TIMINGS = {
  searchDebounceMs: 500,
  toastShortMs: 2000,
  toastLongMs: 5000,
} as const;
