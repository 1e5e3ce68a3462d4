/** Why starting an import failed, in the terms the form acts on (spec people §5, §8). */
import { ERROR_CODES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import { PEOPLE_MESSAGES, UPLOAD_STORAGE_FULL } from '@console/people-contract';

type DetailField = 'audienceInviteListName' | 'audienceInviteListDescription';

export type ImportFailure =
  /** Another group took the new list's name since it was checked: shown on the name field. */
  | { kind: 'nameTaken'; name: string; message: string }
  /** A detail was refused: shown on that field. */
  | { kind: 'field'; field: DetailField; message: string }
  /** The event's uploads fill its storage: the API's words say how much and how to make room. */
  | { kind: 'storageFull'; message: string }
  /** Anything else: 'Upload failed, please try again later', the form keeps its values. */
  | { kind: 'failed' };

const isDetailField = (field: string | undefined): field is DetailField =>
  field === 'audienceInviteListName' || field === 'audienceInviteListDescription';

/** `name` is the new list's name, or null when importing into an existing list. */
export function importFailure(error: unknown, name: string | null): ImportFailure {
  if (error instanceof ApiError && error.code === UPLOAD_STORAGE_FULL)
    return { kind: 'storageFull', message: error.message };
  if (!(error instanceof ApiError) || name === null) return { kind: 'failed' };
  if (error.code === ERROR_CODES.duplicateName)
    return { kind: 'nameTaken', name, message: PEOPLE_MESSAGES.audienceNameExists(name) };
  if (error.status === 400 && isDetailField(error.field))
    return {
      kind: 'field',
      field: error.field,
      // The API names the field before its rule's words ("field: message").
      message: error.message.replace(`${error.field}: `, ''),
    };
  return { kind: 'failed' };
}
