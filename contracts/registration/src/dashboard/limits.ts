/** The event dashboard's limits. */
export const EVENT_DASHBOARD_LIMITS = {
  /** The most unfinished jobs the dashboard lists, newest first. */
  runningJobs: 10,
} as const;
