import { aDashboard, anIntegration, HOUR_MS, syncedAgo } from '../../testing/revenue-fixtures';
import { REVENUE_POLL_MS, revenuePollInterval } from './use-revenue-dashboard';

describe('revenuePollInterval: every 2 s while a sync runs, until COMPLETED or FAILED', () => {
  it.each([
    ['nothing loaded yet', undefined, false],
    ['no integration', aDashboard(null), false],
    ['never synced', aDashboard(anIntegration()), false],
    ['COMPLETED', aDashboard(anIntegration(syncedAgo(HOUR_MS))), false],
    [
      'FAILED',
      aDashboard(anIntegration({ revenueDashboardLastSyncObject: { value: 'FAILED' } })),
      false,
    ],
    [
      'IN_PROGRESS',
      aDashboard(anIntegration({ revenueDashboardLastSyncObject: { value: 'IN_PROGRESS' } })),
      REVENUE_POLL_MS,
    ],
  ])('%s', (_case, data, expected) => {
    expect(revenuePollInterval(data)).toBe(expected);
  });

  it('is 2 s', () => {
    expect(REVENUE_POLL_MS).toBe(2000);
  });
});
