import { ApiError } from '@console/shared/react';
import { importFailure } from './import-failure';
import { PEOPLE_MESSAGES } from '@console/people-contract';

describe('importFailure', () => {
  it.each<[string, unknown, string | null, ReturnType<typeof importFailure>]>([
    [
      'a duplicate name',
      new ApiError(409, 'DUPLICATE_NAME_REQUEST', 'x', 'audienceInviteListName'),
      'Partners',
      {
        kind: 'nameTaken',
        name: 'Partners',
        message: PEOPLE_MESSAGES.audienceNameExists('Partners'),
      },
    ],
    [
      'a refused description',
      new ApiError(
        400,
        'INVALID_INPUT',
        'audienceInviteListDescription: Audience Description can be max 400 characters',
        'audienceInviteListDescription',
      ),
      'Partners',
      {
        kind: 'field',
        field: 'audienceInviteListDescription',
        message: 'Audience Description can be max 400 characters',
      },
    ],
    [
      'an idempotency key used by another job',
      new ApiError(409, 'CONFLICT', 'idempotencyKey: Already used by another job'),
      'Partners',
      { kind: 'failed' },
    ],
    [
      'another field refused',
      new ApiError(400, 'INVALID_INPUT', 'x', 's3FileUrl'),
      'P',
      { kind: 'failed' },
    ],
    ['a server error', new ApiError(500, 'INTERNAL', 'x'), 'Partners', { kind: 'failed' }],
    ['the network', new TypeError('offline'), 'Partners', { kind: 'failed' }],
    [
      "the event's upload storage is full, into a new list or an existing one",
      new ApiError(
        413,
        'UPLOAD_STORAGE_FULL',
        "This event's uploaded files use 499 MiB of its 500 MiB",
      ),
      null,
      {
        kind: 'storageFull',
        message: "This event's uploaded files use 499 MiB of its 500 MiB",
      },
    ],
    [
      'a duplicate name when importing into an existing list',
      new ApiError(409, 'DUPLICATE_NAME_REQUEST', 'x'),
      null,
      { kind: 'failed' },
    ],
  ])('%s', (_name, error, listName, expected) => {
    expect(importFailure(error, listName)).toEqual(expected);
  });
});
