/** The analytics feature's user-facing strings: the spec's (§4.3, §8) quoted exactly, then ours. */
export const ANALYTICS_MESSAGES = {
  reportDownloadFailed: 'Failed to download the report',
  syncFailed: 'Something went wrong. Please try again.',
  syncStarted: 'Dashboard Sync Started',
  integrationOff: 'Integration turned off',
  dataSyncOff: 'Data sync approval needed',
  noDataSync: 'No data synced yet',
  syncInProgress: 'Syncing data...',
  syncing: 'Syncing...',
  nextSyncAt: (time: string) => `Next sync will be available at ${time}`,
} as const;

export const ANALYTICS_EXTRA_MESSAGES = {
  outdatedData:
    'This dashboard shows the data of the last sync. The integration is turned off or data sync is not permitted, so it may be out of date.',
  lastUpdated: (time: string) => `Reports last updated ${time}`,
  notUpdatedYet: 'Reports have not been updated yet',
  noReports: 'No reports are available to you for this event',
  dashboardLoadFailed: 'The dashboard could not be loaded. Try again.',
  syncTooSoon: (time: string) =>
    `A sync ran less than a day ago. Next sync will be available at ${time}`,
  syncAttemptsUsed: (failed: number, time: string) =>
    `The sync failed ${failed} times within a day. Check the CRM connection settings. Next sync will be available at ${time}`,
  syncNotAllowed: 'Turn the integration and its data sync on before syncing.',
  syncRunning: 'A sync is already running. Its data shows here when it is done.',
  embedTokenInvalid: 'This dashboard link is invalid or has expired. Reopen it from the console.',
  /** An embed token outlives no session: logout, expiry or ending it from the sessions list. */
  embedSessionEnded:
    'The session that opened this dashboard has ended. Log in and reopen it from the console.',
} as const;
