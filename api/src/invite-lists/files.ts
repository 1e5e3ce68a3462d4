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
import { uploadedFiles } from './schema';
import { INVITE_LIST_API } from '@console/people-contract';

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

export async function storeUploadedFile(
  db: Db,
  input: { eventId: number; fileName: string; content: Buffer; uploadedBy: number },
): Promise<{ s3FileUrl: string; fileName: string }> {
  const token = randomBytes(24).toString('base64url');
  const fileName = cleanFileName(input.fileName);
  await db.insert(uploadedFiles).values({
    eventId: input.eventId,
    token,
    fileName,
    content: sql`decode(${input.content.toString('base64')}::text, 'base64')`,
    uploadedBy: input.uploadedBy,
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

/** The bytes of an uploaded file. */
export async function fileContent(db: Db, eventId: number, fileId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: contentBase64 })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.eventId, eventId)));
  return row ? Buffer.from(row.content, 'base64') : null;
}
