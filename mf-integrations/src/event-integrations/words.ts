/**
 * Words of the event's integrations page the spec leaves to us; the on/off outcomes and the
 * empty title come from INTEGRATIONS_MESSAGES.
 */
export const EVENT_WORDS = {
  title: 'Integrations',
  loading: 'Loading the event’s integrations…',
  loadFailed: 'The event’s integrations could not be loaded',
  emptyHint: 'Turn on an integration for your organization, then use it in this event.',
  manageLink: 'Manage your organization’s integrations',
  status: 'Status',
  lastSync: 'Last revenue sync',
  neverSynced: 'Never',
  enabled: 'Enabled',
  enabledName: (name: string) => `${name} enabled`,
  revenueSync: 'Revenue dashboard data sync',
  revenueSyncName: (name: string) => `Revenue dashboard data sync for ${name}`,
  revenueSyncOn: (name: string) => `Revenue dashboard data sync turned on for ${name}`,
  revenueSyncOff: (name: string) => `Revenue dashboard data sync turned off for ${name}`,
} as const;
