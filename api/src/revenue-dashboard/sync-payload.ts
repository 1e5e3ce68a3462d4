import { z } from 'zod';

/** The job kind of a revenue dashboard sync from the CRM. */
export const REVENUE_SYNC_JOB_KIND = 'revenue-dashboard-sync';

export const RevenueSyncPayloadSchema = z.object({ integrationId: z.number().int().positive() });
export type RevenueSyncPayload = z.infer<typeof RevenueSyncPayloadSchema>;

/** The integration's last-sync object values the sync writes. */
export const SYNC_STATE = {
  running: 'IN_PROGRESS',
  completed: 'COMPLETED',
  failed: 'FAILED',
} as const;
