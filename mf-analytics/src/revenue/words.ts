/**
 * Words of the revenue dashboard the spec leaves to us. Its screen titles, toasts and the
 * 'Next sync will be available at' hint are quoted from ANALYTICS_MESSAGES.
 */
import { formatNumber } from '@console/shared/ui';
import type { DealOutcome } from '@console/analytics-contract';

export const REVENUE_WORDS = {
  title: 'Revenue dashboard',
  legacy: 'Legacy',
  syncNow: 'Sync now',
  loadFailed: 'The revenue dashboard could not be loaded',
  integrationOffHint:
    'Turn on a CRM integration (HubSpot or Salesforce) for your organization to see the revenue of its deals here.',
  goToIntegrations: 'Go to Integrations',
  offForEvent:
    "The CRM integration is turned off for this event: turn it on with its switch on the event's Integrations page.",
  offForOrganization:
    'The CRM integration is turned off for your organization, which turns it off for every event.',
  organizationIntegrations: "your organization's integrations",
  turnOnThere: 'Turn it on in',
  askToTurnOn: "An organizer who manages this event's integrations can turn it on.",
  dataSyncOffHint:
    'The CRM integration is on, but syncing its deals to this event is not permitted yet.',
  permitOn: 'Permit the data sync on',
  eventIntegrationsPage: "the event's Integrations page",
  askToPermit:
    "An organizer who manages this event's integrations can permit it on the event's Integrations page.",
  noDataSyncHint: 'Sync now to bring the deals of this event in from your CRM.',
  noDataSyncReadOnlyHint: 'The deals of this event appear here after the first sync from the CRM.',
  syncInProgressHint:
    'The first sync from your CRM is running. The dashboard appears here when it completes.',
  outdatedSwitch: 'Turn it back on',
  lastSynced: 'Last synced',
  wonRevenue: 'Won revenue',
  openRevenue: 'Open pipeline',
  lostRevenue: 'Lost revenue',
  outcome: { WON: 'Won', OPEN: 'Open', LOST: 'Lost' } satisfies Record<DealOutcome, string>,
  outcomeHeader: 'Outcome',
  dealCount: (count: number) => (count === 1 ? '1 deal' : `${formatNumber(count)} deals`),
  figuresNote: (currency: string) =>
    `Amounts in ${currency}. Won, open and lost deals are counted apart; each table below adds up to these figures.`,
  otherCurrencyDeals: (count: number) =>
    count === 1
      ? '1 deal in another currency is not included.'
      : `${formatNumber(count)} deals in other currencies are not included.`,
  deals: 'Deals',
  revenue: 'Revenue',
  byTicketType: 'Revenue by ticket type',
  ticketType: 'Ticket type',
  byStage: 'Revenue by pipeline stage',
  stage: 'Pipeline stage',
  overTime: 'Revenue over time',
  month: 'Month',
  noDeals: 'No deals',
  noDealsSynced: 'No deals were synced for this event',
} as const;
