import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import { PEOPLE_MESSAGES } from '@console/people-contract';
import { deleteErrorMessage, deletionSummary, renameErrorMessage, usageText } from './messages';

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

describe('deletionSummary: what deleting a group changes, named before it is confirmed', () => {
  const none = { names: [], total: 0 };
  it('names the members, its access group with its grants, revokes and session access, and its sessions', () => {
    expect(
      deletionSummary('CUSTOM', {
        members: 38,
        accessGroup: {
          name: 'Berlin VIPs',
          grants: { names: ['Networking'], total: 1 },
          revokes: { names: ['Private chat', 'Day 2030-05-02'], total: 2 },
          sessionGrants: { names: ['Keynote', 'Workshop'], total: 23 },
          sessionRevokes: none,
        },
        sessions: { names: ['Panel'], total: 1 },
      }),
    ).toEqual({
      people:
        'The group is removed from the event. It has 38 members: they stay registered, no longer in it.',
      access:
        'Its access group “Berlin VIPs” is deleted too, and with it what it gives its members beyond their base access:',
      sessions: 'It is taken off the sessions it was added to: Panel.',
      accessChanges: [
        { label: 'Grants', text: 'Networking' },
        { label: 'Revokes', text: 'Private chat, Day 2030-05-02' },
        { label: 'Session access granted', text: 'Keynote, Workshop and 21 more' },
      ],
    });
  });

  it('says an access group that changes nothing is deleted too, and counts one member', () => {
    const access = {
      name: 'Solo',
      grants: none,
      revokes: none,
      sessionGrants: none,
      sessionRevokes: none,
    };
    expect(deletionSummary('CUSTOM', { members: 1, accessGroup: access, sessions: none })).toEqual({
      people:
        'The group is removed from the event. It has 1 member: they stay registered, no longer in it.',
      access:
        'Its access group “Solo” is deleted too; it changes nothing beyond their base access.',
      accessChanges: [],
      sessions: null,
    });
  });

  it("counts an invite list's invitees", () => {
    expect(
      deletionSummary('INVITE_ONLY', { members: 1234, accessGroup: null, sessions: none }),
    ).toEqual({
      people: 'The invite list is removed from the event. 1,234 invitees are deleted with it.',
      access: null,
      accessChanges: [],
      sessions: null,
    });
    expect(
      deletionSummary('INVITE_ONLY', { members: 1, accessGroup: null, sessions: none }).people,
    ).toBe('The invite list is removed from the event. 1 invitee is deleted with it.');
  });
});
