/** Words of the report downloads page the spec leaves to us (its failure toast is ANALYTICS_MESSAGES). */
export const REPORT_DOWNLOAD_WORDS = {
  title: 'Report downloads',
  listLoadFailed: 'The reports could not be loaded',
  customReports: 'Custom reports',
  noCustomReports: 'No custom reports',
  noCustomReportsHint: 'Custom reports your organization defines appear here.',
  leaderboard: 'Leaderboard',
  leaderboardLoadFailed: 'The leaderboard could not be loaded',
  noLeaderboardRows: 'No points scored yet',
  noLeaderboardRowsHint: 'Registrants appear here once they score points.',
  downloadLeaderboard: 'Download leaderboard CSV',
  you: 'You',
} as const;
