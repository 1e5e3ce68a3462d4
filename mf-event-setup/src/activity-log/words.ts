/**
 * The activity log page's own words. The spec has no page for the log (issue #46 asks for it), so
 * these are the console's (docs/decisions/0005-console-strings.md); the API's refusals and the
 * failed download are the contract's (ACTIVITY_LOG_MESSAGES).
 */
import { formatNumber } from '@console/shared/ui';

export const ACTIVITY_LOG_WORDS = {
  title: 'Activity log',
  intro: 'Who changed what in this event, newest first, in the areas you may change.',
  tableLabel: 'Activity log entries',
  loading: 'Loading the activity log…',
  loadFailed: 'The activity log could not be loaded',
  firstPage: 'Go to the first page',
  // Filters.
  filters: 'Filter the log',
  area: 'Area',
  allAreas: 'All areas',
  person: 'Person',
  everyone: 'Everyone',
  someone: (id: number) => `User #${id}`,
  peopleCapped: (count: number) =>
    `The person filter lists the first ${formatNumber(count)} people by name.`,
  from: 'From',
  to: 'To',
  datesIn: (timeZone: string) => `In the event's time zone (${timeZone}).`,
  search: 'Search the log',
  clearFilters: 'Clear filters',
  // The count.
  entries: (total: number, atLeast: boolean) =>
    atLeast
      ? `${formatNumber(total - 1)}+ entries`
      : total === 1
        ? '1 entry'
        : `${formatNumber(total)} entries`,
  totalAtLeast: (total: number) => `${formatNumber(total - 1)}+`,
  searchCapped: 'The newest matches are listed: add words or dates to find older ones.',
  // Empty states.
  noActivity: 'No activity yet',
  noActivityHint: 'Changes made in this event are listed here as they happen.',
  noMatch: 'No entries match these filters',
  noMatchHint: 'Change or clear the filters to see more of the log.',
  // Columns.
  when: (timeZone: string) => `When (${timeZone})`,
  who: 'Who',
  what: 'What',
  changed: 'Changed',
  details: 'Values',
  // Before and after.
  showValues: 'Show values',
  hideValues: 'Hide values',
  valuesOf: (summary: string) => `Values of “${summary}”`,
  before: 'Before',
  after: 'After',
  none: '(none)',
  noValues: 'None recorded',
  yes: 'Yes',
  no: 'No',
} as const;
