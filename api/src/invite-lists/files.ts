/**
 * Uploaded CSV files, kept in the database and named by a file URL (the s3FileUrl of spec people
 * §3): `/api/events/{eventId}/invite-lists/files/{token}`, the token random. A URL is honoured only
 * on the event it was uploaded to. The bytes travel as base64 text: PGlite turns a bytea
 * parameter or result into hex byte by byte, slow for a file of megabytes; base64 text is not
 * converted.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { uploadedFiles } from './schema';
import { MIB, type UploadPolicy } from './upload-policy';
import {
  INVITE_LIST_API,
  PEOPLE_EXTRA_MESSAGES,
  UPLOAD_STORAGE_FULL,
} from '@console/people-contract';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const FILE_NAME_MAX = 200;

export const fileUrl = (eventId: number, token: string): string =>
  `/api${INVITE_LIST_API.fileRoute.replace(':eventId', String(eventId)).replace(':token', token)}`;

/** The token a file URL of this event names, or null. */
export function tokenOf(eventId: number, url: string): string | null {
  const prefix = fileUrl(eventId, '');
  if (!url.startsWith(prefix)) return null;
  const token = url.slice(prefix.length);
  return TOKEN.test(token) ? token : null;
}

/** A name safe to store and to send back in a header: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f' && c !== '"')
    .join('')
    .trim();
  return (clean || 'upload.csv').slice(-FILE_NAME_MAX);
}

/** The bytes of the event's kept uploads, summed along the (event_id, size_bytes) index. */
export async function eventUploadBytes(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${uploadedFiles.sizeBytes}), 0)::float8` })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.eventId, eventId));
  return Number(row?.used ?? 0);
}

/** A size as the storage message says it: '480.2 MiB', '600 KiB', '512 bytes'. */
export function sizeText(bytes: number): string {
  const [unit, size] =
    bytes >= MIB ? ['MiB', bytes / MIB] : bytes >= 1024 ? ['KiB', bytes / 1024] : ['bytes', bytes];
  return `${size.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}

/**
 * Stores the file unless it would take the event's uploads past the policy's cap: then 413
 * UPLOAD_STORAGE_FULL saying what is used and how to make room, and nothing is stored. The
 * event's uploads are counted and written under one lock per event, so two uploads at once
 * cannot both fit in the room left for one.
 */
export async function storeUploadedFile(
  db: Db,
  input: { eventId: number; fileName: string; content: Buffer; uploadedBy: number },
  policy: UploadPolicy,
): Promise<{ s3FileUrl: string; fileName: string }> {
  const token = randomBytes(24).toString('base64url');
  const fileName = cleanFileName(input.fileName);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('uploaded_files'), ${input.eventId}::int)`,
    );
    const used = await eventUploadBytes(tx, input.eventId);
    if (used + input.content.length > policy.eventStorageBytes)
      throw new ApiError(
        413,
        UPLOAD_STORAGE_FULL,
        PEOPLE_EXTRA_MESSAGES.uploadStorageFull(
          sizeText(used),
          sizeText(policy.eventStorageBytes),
          sizeText(input.content.length),
          policy.retentionDays,
        ),
        'file',
      );
    await tx.insert(uploadedFiles).values({
      eventId: input.eventId,
      token,
      fileName,
      content: sql`decode(${input.content.toString('base64')}::text, 'base64')`,
      uploadedBy: input.uploadedBy,
    });
  });
  return { s3FileUrl: fileUrl(input.eventId, token), fileName };
}

const contentBase64 = sql<string>`encode(${uploadedFiles.content}, 'base64')`;

/** The event's file of that token, with its content, or null. */
export async function findFileByToken(
  db: Db,
  eventId: number,
  token: string,
): Promise<{ fileName: string; content: Buffer } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ fileName: uploadedFiles.fileName, content: contentBase64 })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.token, token), eq(uploadedFiles.eventId, eventId)));
  return row ? { fileName: row.fileName, content: Buffer.from(row.content, 'base64') } : null;
}

/** The download header of a stored file: an ASCII name, and the exact one for browsers that read it. */
export function attachmentOf(fileName: string): string {
  const ascii = [...fileName].map((c) => (c <= '~' ? c : '_')).join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The event's file a file URL names, without its content, or null. */
export async function findFileByUrl(
  db: Db,
  eventId: number,
  url: string,
): Promise<{ id: number; fileName: string } | null> {
  const token = tokenOf(eventId, url);
  if (!token) return null;
  const [row] = await db
    .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.token, token), eq(uploadedFiles.eventId, eventId)));
  return row ?? null;
}

/** Whether the event still keeps that file (the retention deletes it). */
export async function fileKept(db: Db, eventId: number, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.eventId, eventId)));
  return row !== undefined;
}

/** The bytes of an uploaded file. */
export async function fileContent(db: Db, eventId: number, fileId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: contentBase64 })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.eventId, eventId)));
  return row ? Buffer.from(row.content, 'base64') : null;
}
