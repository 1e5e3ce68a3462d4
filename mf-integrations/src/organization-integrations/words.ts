/**
 * Words of the organization's integrations page the spec leaves to us; the outcomes come from
 * INTEGRATIONS_MESSAGES.
 */
import { formatNumber } from '@console/shared/ui';

export const ORGANIZATION_WORDS = {
  title: 'Integrations',
  loading: 'Loading integrations…',
  loadFailed: 'Integrations could not be loaded',
  emptyHint: 'Integrations your organization can use appear here.',
  enabled: 'Enabled',
  enabledName: (name: string) => `${name} enabled`,
  eventsUsing: (count: number) =>
    count === 1 ? 'Used by 1 event' : `Used by ${formatNumber(count)} events`,
  offForEvent: '(turned off for this event)',
  moreEvents: (count: number) => `and ${formatNumber(count)} more`,
  turnOffTitle: (name: string) => `Turn off ${name}?`,
  turnOffMessage: 'Events that use it stop syncing and their Integrations menu entry is hidden.',
  turnOff: 'Turn off',
  connectionSettings: 'Connection settings',
  connectionSettingsFor: (name: string) => `Connection settings for ${name}`,
  panelTitle: (name: string) => `${name} connection settings`,
  baseUrl: 'Base URL',
  apiToken: 'API token',
  tokenIsSet: 'A token is set; enter a new one to replace it',
  tokenMissing: 'No token is set: syncs from this CRM fail until you enter one',
  tokenDropped:
    'The base URL moves to another address, so the saved token will be removed: enter the token again',
  save: 'Save',
  cancel: 'Cancel',
} as const;
