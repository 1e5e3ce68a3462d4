import { REVENUE_DASHBOARD_SYNC_CONFIG_ID } from '@console/shared/contract';
import { integrationName, isRevenueDataSyncOn } from './event-integration-state';

describe('integrationName', () => {
  it.each([
    ['HUBSPOT', 'HubSpot'],
    ['SALESFORCE', 'Salesforce'],
    ['MARKETO', 'Marketo'],
    ['ZAPIER', 'Zapier'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('%s is %s', (type, name) => {
    expect(integrationName(type)).toBe(name);
  });
});

describe('isRevenueDataSyncOn (spec §4.3: the sync config value is true)', () => {
  const withConfig = (configValues: { externalId: string; value: string }[]) => ({
    configValue: { configValues },
  });
  it.each([
    ['no config values', [], false],
    [
      'the sync value true',
      [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'true' }],
      true,
    ],
    [
      'the sync value false',
      [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'false' }],
      false,
    ],
    ['true under another id', [{ externalId: 'OTHER', value: 'true' }], false],
  ])('%s: %s', (_case, configValues, expected) => {
    expect(isRevenueDataSyncOn(withConfig(configValues))).toBe(expected);
  });
});
