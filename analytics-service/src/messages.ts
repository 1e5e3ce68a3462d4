/**
 * The service's own page text. The messages the console also shows come from the analytics
 * contract (ANALYTICS_EXTRA_MESSAGES); these are labels of the dashboard page only.
 */
export const SERVICE_TEXT = {
  noData: 'No data yet',
  showData: 'Show the data as a table',
  openCategory: (category: string) => `Open ${category}`,
  drillDownGroup: (title: string) => `Open the details of ${title}`,
  barNameColumn: 'Name',
  dateColumn: 'Date',
  unavailableTitle: 'Dashboard unavailable',
} as const;
