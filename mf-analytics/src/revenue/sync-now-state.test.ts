import {
  anIntegration,
  DAY_MS,
  HOUR_MS,
  lastSyncAt,
  syncedAgo,
  syncPermitted,
} from '../testing/revenue-fixtures';
import { syncNowState } from './sync-now-state';

describe("syncNowState: what 'Sync now' offers", () => {
  const now = new Date();

  it('is ready before any sync and a day after the last one', () => {
    expect(syncNowState(anIntegration(), now, false)).toEqual({ kind: 'ready' });
    expect(syncNowState(anIntegration(syncedAgo(DAY_MS + 1000)), now, false)).toEqual({
      kind: 'ready',
    });
  });

  it('is starting while the POST is in flight, whatever else holds', () => {
    expect(syncNowState(anIntegration(), now, true)).toEqual({ kind: 'starting' });
  });

  it('waits, saying until when, within a day of the last sync', () => {
    const integration = anIntegration(syncedAgo(HOUR_MS));
    const next = Date.parse(lastSyncAt(integration)) + DAY_MS;
    expect(syncNowState(integration, now, false)).toEqual({
      kind: 'waiting',
      nextSyncAt: new Date(next),
    });
  });

  it('is unavailable while a sync runs, or when the integration or its sync is off', () => {
    const running = { revenueDashboardLastSyncObject: { value: 'IN_PROGRESS' } };
    for (const overrides of [
      { ...syncedAgo(HOUR_MS), ...running },
      { ...syncedAgo(HOUR_MS), solutionStatus: 'DISABLE' as const },
      { ...syncedAgo(2 * DAY_MS), configValue: syncPermitted(false) },
    ])
      expect(syncNowState(anIntegration(overrides), now, false)).toEqual({ kind: 'unavailable' });
  });
});
