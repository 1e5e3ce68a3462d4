/**
 * Reading the one CSV of an upload (multipart field `file`): a name not ending in .csv, another
 * field, an empty file or an unreadable body is 400 'Please upload csv file' (the spec's words,
 * as the browser shows them; `field` names the field); beyond the size limit, 413 naming it; a
 * file in no encoding the import reads is 400 saying so (decision 0042), and is not stored.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@console/shared/contract';
import { ApiError } from '../http/errors';
import { readStoredInviteCsv } from './import-records';
import { PEOPLE_LIMITS, PEOPLE_MESSAGES } from '@console/people-contract';

const MB = 1024 * 1024;

const csvRequired = () =>
  new ApiError(400, ERROR_CODES.invalidInput, PEOPLE_MESSAGES.pleaseUploadCsv, 'file');

export const fileTooLarge = () =>
  new ApiError(
    413,
    'HTTP_413',
    `The file is larger than the ${PEOPLE_LIMITS.inviteCsvMaxBytes / MB} MB limit`,
    'file',
  );

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

export async function readUploadedCsv(
  request: FastifyRequest,
): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) throw csvRequired();
  let part: MultipartFile | undefined;
  let content: Buffer;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file' || !/\.csv$/i.test(part.filename)) {
      part?.file.resume();
      throw csvRequired();
    }
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    // Anything else is a body that is not a readable multipart upload.
    throw csvRequired();
  }
  if (content.length === 0) throw csvRequired();
  const read = readStoredInviteCsv(content);
  if (read.error !== null) throw new ApiError(400, ERROR_CODES.invalidInput, read.error, 'file');
  return { fileName: part.filename, content };
}
