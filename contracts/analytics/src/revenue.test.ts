import { REVENUE_DASHBOARD_SYNC_CONFIG_ID, type Integration } from '@console/shared/contract';
import {
  canSyncNow,
  isSyncFailed,
  isSyncing,
  nextSyncAvailableAt,
  revenueScreenFor,
  showsOutdatedBanner,
  SYNC_WINDOW_MS,
  type RevenueScreen,
} from './revenue';

const LAST_SYNC = '2026-11-22T09:15:00.000Z';
const syncPermission = (value: string) => ({
  configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value }],
});

function integration(overrides: Partial<Integration> = {}): Integration {
  return {
    integrationType: 'HUBSPOT',
    solutionStatus: 'ENABLE',
    configValue: syncPermission('true'),
    revenueDashboardDataSyncAt: null,
    revenueDashboardLastSyncObject: null,
    ...overrides,
  };
}

const off = { solutionStatus: 'DISABLE' } as const;
const notPermitted = { configValue: syncPermission('false') };
const noSyncConfig = { configValue: { configValues: [] } };
const synced = {
  revenueDashboardDataSyncAt: LAST_SYNC,
  revenueDashboardLastSyncObject: { value: 'COMPLETED' },
};
const running = { revenueDashboardLastSyncObject: { value: 'IN_PROGRESS' } };
const failed = { revenueDashboardLastSyncObject: { value: 'FAILED' } };

describe('revenueScreenFor (spec §4.3, first matching row from the top)', () => {
  it.each<[string, Integration | null, RevenueScreen]>([
    ['no integration of the supported kind', null, 'INTEGRATION_OFF_SCREEN'],
    ['its solution is not ENABLE', integration(off), 'INTEGRATION_OFF_SCREEN'],
    [
      'off, even with sync not permitted',
      integration({ ...off, ...notPermitted }),
      'INTEGRATION_OFF_SCREEN',
    ],
    ['on, the sync config value is not true', integration(notPermitted), 'DATA_SYNC_OFF_SCREEN'],
    ['on, no sync config value at all', integration(noSyncConfig), 'DATA_SYNC_OFF_SCREEN'],
    ['sync on but never synced', integration(), 'NO_DATA_SYNC_SCREEN'],
    ['a last-sync object but no sync time', integration(running), 'SYNC_IN_PROGRESS_SCREEN'],
    ['a last-sync time', integration(synced), 'REVENUE_DASHBOARD_SCREEN'],
    [
      'a last-sync time while a new sync runs',
      integration({ ...synced, ...running }),
      'REVENUE_DASHBOARD_SCREEN',
    ],
    // Ours (docs/decisions/0014): data synced before stays on screen, under the outdated banner.
    ['off with an earlier sync', integration({ ...off, ...synced }), 'REVENUE_DASHBOARD_SCREEN'],
    [
      'sync no longer permitted with an earlier sync',
      integration({ ...notPermitted, ...synced }),
      'REVENUE_DASHBOARD_SCREEN',
    ],
    // Ours: a first sync that failed can be retried from 'No data synced yet'.
    ['a first sync that FAILED', integration(failed), 'NO_DATA_SYNC_SCREEN'],
  ])('%s', (_case, value, screen) => {
    expect(revenueScreenFor(value)).toBe(screen);
  });
});

describe('isSyncing: the last sync object is not COMPLETED', () => {
  it.each<[string, Partial<Integration>, boolean]>([
    ['no sync object', {}, false],
    ['COMPLETED', synced, false],
    ['IN_PROGRESS', running, true],
    ['any other value but FAILED', { revenueDashboardLastSyncObject: { value: 'QUEUED' } }, true],
    ['FAILED (ours: nothing runs)', failed, false],
  ])('%s', (_case, overrides, expected) => {
    expect(isSyncing(integration(overrides))).toBe(expected);
  });

  it('isSyncFailed only for FAILED', () => {
    expect(isSyncFailed(integration(failed))).toBe(true);
    expect(isSyncFailed(integration(running))).toBe(false);
    expect(isSyncFailed(integration(synced))).toBe(false);
    expect(isSyncFailed(integration())).toBe(false);
  });
});

describe('showsOutdatedBanner: the dashboard shows but the integration is off or sync not permitted', () => {
  it.each<[string, Integration | null, boolean]>([
    ['no integration', null, false],
    ['on, permitted, synced', integration(synced), false],
    ['off, synced', integration({ ...off, ...synced }), true],
    ['not permitted, synced', integration({ ...notPermitted, ...synced }), true],
    ['off, never synced (off screen, no dashboard)', integration(off), false],
    ['not permitted, never synced (no dashboard)', integration(notPermitted), false],
  ])('%s', (_case, value, expected) => {
    expect(showsOutdatedBanner(value)).toBe(expected);
  });
});

describe('nextSyncAvailableAt: one day after the last sync', () => {
  it('is null before any sync', () => {
    expect(nextSyncAvailableAt(null)).toBeNull();
  });

  it('is exactly one day later', () => {
    expect(nextSyncAvailableAt(LAST_SYNC)?.toISOString()).toBe('2026-11-23T09:15:00.000Z');
  });
});

describe('canSyncNow (spec §4.3, §5: refused inside the 1-day window)', () => {
  const lastSyncMs = Date.parse(LAST_SYNC);
  const at = (msAfterLastSync: number) => new Date(lastSyncMs + msAfterLastSync);

  it.each<[string, Partial<Integration>, Date, boolean]>([
    ['never synced', {}, at(0), true],
    ['an hour after the last sync', synced, at(60 * 60 * 1000), false],
    ['a millisecond before the day is over', synced, at(SYNC_WINDOW_MS - 1), false],
    ['exactly a day after', synced, at(SYNC_WINDOW_MS), true],
    ['more than a day after', synced, at(SYNC_WINDOW_MS + 60_000), true],
    ['while a sync runs', { ...synced, ...running }, at(2 * SYNC_WINDOW_MS), false],
    ['while the first sync runs', running, at(0), false],
    ['after a failed first sync', failed, at(0), true],
    [
      'after a failed sync, still inside the day of the last completed one',
      { revenueDashboardDataSyncAt: LAST_SYNC, ...failed },
      at(60_000),
      false,
    ],
    ['integration off', { ...off, ...synced }, at(2 * SYNC_WINDOW_MS), false],
    ['sync not permitted', { ...notPermitted, ...synced }, at(2 * SYNC_WINDOW_MS), false],
  ])('%s', (_case, overrides, now, expected) => {
    expect(canSyncNow(integration(overrides), now)).toBe(expected);
  });
});
