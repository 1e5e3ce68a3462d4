import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import { PEOPLE_MESSAGES } from '@console/people-contract';
import { deleteErrorMessage, renameErrorMessage, usageText } from './messages';

describe('rename and delete notices (spec people §8)', () => {
  it.each<[string, unknown, string]>([
    [
      'DUPLICATE_NAME_REQUEST',
      new ApiError(409, ERROR_CODES.duplicateName, 'dup'),
      PEOPLE_MESSAGES.duplicateGroupName,
    ],
    ['another 409', new ApiError(409, ERROR_CODES.conflict, 'system'), MESSAGES.somethingWentWrong],
    [
      'a 400',
      new ApiError(400, ERROR_CODES.invalidInput, 'name: too long'),
      MESSAGES.somethingWentWrong,
    ],
    ['a network failure', new ApiError(0, 'NETWORK', 'offline'), MESSAGES.somethingWentWrong],
    ['not an API error', new Error('boom'), MESSAGES.somethingWentWrong],
  ])('rename refused with %s', (_name, error, message) => {
    expect(renameErrorMessage(error)).toBe(message);
  });

  it.each<[string, unknown, 'CUSTOM' | 'INVITE_ONLY', string]>([
    [
      'used since the check',
      new ApiError(409, ERROR_CODES.conflict, 'x'),
      'CUSTOM',
      PEOPLE_MESSAGES.cannotDeleteGroup,
    ],
    [
      'an invite list used since',
      new ApiError(409, ERROR_CODES.conflict, 'x'),
      'INVITE_ONLY',
      PEOPLE_MESSAGES.cannotDeleteInviteList,
    ],
    [
      'a server error',
      new ApiError(500, ERROR_CODES.internal, 'x'),
      'CUSTOM',
      MESSAGES.somethingWentWrong,
    ],
  ])('delete refused: %s', (_name, error, type, message) => {
    expect(deleteErrorMessage(error, type)).toBe(message);
  });

  it('says where a group is used', () => {
    expect(usageText({ usedIn: 'COUPON', usedBy: 'VIPFRIENDS' })).toBe(
      'Used in the coupon: VIPFRIENDS',
    );
    expect(usageText({ usedIn: 'COMMUNICATION_SENT', usedBy: 'Invitation' })).toBe(
      'Communication already sent: Invitation',
    );
  });
});
