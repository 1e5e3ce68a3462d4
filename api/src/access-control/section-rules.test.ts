import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { AccessSection, GrantStatus } from '@console/access-control-contract';
import { ApiError } from '../http/errors';
import { assertSection, sectionWrite } from './section-rules';

type Case = [string, boolean, AccessSection, GrantStatus | null, GrantStatus, object];

describe('section rules (people §4, access grant statuses)', () => {
  const cases: Case[] = [
    ['base: GRANT stores GRANT', true, 'base', null, 'GRANT', { kind: 'store', status: 'GRANT' }],
    [
      'base: NO_GRANT stores NO_GRANT',
      true,
      'base',
      null,
      'NO_GRANT',
      { kind: 'store', status: 'NO_GRANT' },
    ],
    ['base: REVOKED is refused', true, 'base', null, 'REVOKED', { field: 'grantStatus' }],
    [
      'grant: GRANT stores the group’s grant',
      false,
      'grant',
      'NO_GRANT',
      'GRANT',
      { kind: 'store', status: 'GRANT' },
    ],
    ['grant: NO_GRANT clears it', false, 'grant', 'NO_GRANT', 'NO_GRANT', { kind: 'clear' }],
    [
      'grant: REVOKED (the special case) clears it',
      false,
      'grant',
      'NO_GRANT',
      'REVOKED',
      { kind: 'clear' },
    ],
    [
      'grant: an item the base grants is not offered',
      false,
      'grant',
      'GRANT',
      'GRANT',
      { field: 'id' },
    ],
    [
      'revoked: REVOKED stores the group’s revoke',
      false,
      'revoked',
      'GRANT',
      'REVOKED',
      { kind: 'store', status: 'REVOKED' },
    ],
    [
      'revoked: GRANT (turned back on) clears it',
      false,
      'revoked',
      'GRANT',
      'GRANT',
      { kind: 'clear' },
    ],
    [
      'revoked: NO_GRANT is refused',
      false,
      'revoked',
      'GRANT',
      'NO_GRANT',
      { field: 'grantStatus' },
    ],
    [
      'revoked: an item the base does not grant is not offered',
      false,
      'revoked',
      'NO_GRANT',
      'REVOKED',
      { field: 'id' },
    ],
  ];
  for (const [name, isBaseGroup, section, baseStatus, grantStatus, expected] of cases)
    it(name, () => {
      expect(
        sectionWrite({ isBaseGroup, section, baseStatus, grantStatus, what: 'Expo' }),
      ).toMatchObject(expected);
    });

  it('names the item in a refusal', () => {
    expect(
      sectionWrite({
        isBaseGroup: false,
        section: 'grant',
        baseStatus: 'GRANT',
        grantStatus: 'GRANT',
        what: 'Expo',
      }),
    ).toEqual({
      field: 'id',
      message: 'Expo is not offered in the grant section: its base access grants it',
    });
  });

  it('gives a base group only its base section, a derived group only grant and revoked', () => {
    const refused = (isBaseGroup: boolean, section: AccessSection) => {
      try {
        assertSection({ isBaseGroup }, section);
        return null;
      } catch (error) {
        return error instanceof ApiError ? [error.statusCode, error.field] : error;
      }
    };
    expect(refused(true, 'base')).toBeNull();
    expect(refused(true, 'grant')).toEqual([400, 'section']);
    expect(refused(true, 'revoked')).toEqual([400, 'section']);
    expect(refused(false, 'base')).toEqual([400, 'section']);
    expect(refused(false, 'grant')).toBeNull();
    expect(refused(false, 'revoked')).toBeNull();
  });
});
