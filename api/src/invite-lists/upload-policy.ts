/**
 * How long uploaded invite CSVs and import logs are kept, and how much an event may keep at once
 * (decision 0032): UPLOAD_RETENTION_DAYS (30 by default) and UPLOAD_EVENT_STORAGE_MIB (500 MiB by
 * default). A value that is not a whole number above 0 stops the start, naming the setting.
 */
import { z } from 'zod';

export interface UploadPolicy {
  /** Uploaded files and import logs older than this are deleted (retention.ts). */
  retentionDays: number;
  /** An upload that would take the event's files past this is refused before it is stored. */
  eventStorageBytes: number;
}

export const MIB = 1024 * 1024;

export const DEFAULT_UPLOAD_POLICY: UploadPolicy = {
  retentionDays: 30,
  eventStorageBytes: 500 * MIB,
};

const WholeNumberSchema = z.coerce.number().int().positive().max(1_000_000);

function setting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const parsed = WholeNumberSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`${name} must be a whole number from 1 to 1000000 (it is "${raw}")`);
  return parsed.data;
}

export function uploadPolicyFromEnv(env: NodeJS.ProcessEnv): UploadPolicy {
  return {
    retentionDays: setting(env, 'UPLOAD_RETENTION_DAYS', DEFAULT_UPLOAD_POLICY.retentionDays),
    eventStorageBytes:
      setting(env, 'UPLOAD_EVENT_STORAGE_MIB', DEFAULT_UPLOAD_POLICY.eventStorageBytes / MIB) * MIB,
  };
}
