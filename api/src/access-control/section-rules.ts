/**
 * What a change sent from one section of a group's page stores (spec people §4, access grant
 * statuses), for features and sessions alike:
 * - a base group has only its base section, where an item is GRANT or NO_GRANT;
 * - a derived group's grant section offers what its base does not grant: GRANT stores its own
 *   grant, NO_GRANT or REVOKED (turning it off) clears it;
 * - its revoked section offers what its base grants: REVOKED stores its own revoke, GRANT
 *   (turning it back on) clears it.
 * Anything else is refused, naming the field.
 */
import type { AccessSection, GrantStatus } from '@console/access-control-contract';
import { badField } from '../http/errors';

export type SectionWrite = { kind: 'store'; status: GrantStatus } | { kind: 'clear' };
export interface SectionRefusal {
  field: 'id' | 'grantStatus';
  message: string;
}

/** Refuses a section the group does not have (400 naming `section`). */
export function assertSection(group: { isBaseGroup: boolean }, section: AccessSection): void {
  if (group.isBaseGroup && section !== 'base')
    throw badField('section', 'A base group has only its base section');
  if (!group.isBaseGroup && section === 'base')
    throw badField(
      'section',
      'A derived group changes its grant and revoked sections; its base section is its base group’s',
    );
}

export function sectionWrite(change: {
  isBaseGroup: boolean;
  section: AccessSection;
  /** The derived group's base status of the item (null for a base group). */
  baseStatus: GrantStatus | null;
  grantStatus: GrantStatus;
  /** How the refusal names the item. */
  what: string;
}): SectionWrite | SectionRefusal {
  const { section, baseStatus, grantStatus, what } = change;
  if (change.isBaseGroup)
    return grantStatus === 'REVOKED'
      ? { field: 'grantStatus', message: 'A base group stores GRANT or NO_GRANT' }
      : { kind: 'store', status: grantStatus };
  if (section === 'grant') {
    if (baseStatus === 'GRANT')
      return {
        field: 'id',
        message: `${what} is not offered in the grant section: its base access grants it`,
      };
    return grantStatus === 'GRANT' ? { kind: 'store', status: 'GRANT' } : { kind: 'clear' };
  }
  if (baseStatus !== 'GRANT')
    return {
      field: 'id',
      message: `${what} is not offered in the revoked section: its base access does not grant it`,
    };
  if (grantStatus === 'NO_GRANT')
    return {
      field: 'grantStatus',
      message: 'The revoked section stores REVOKED, or GRANT to undo a revoke',
    };
  return grantStatus === 'REVOKED' ? { kind: 'store', status: 'REVOKED' } : { kind: 'clear' };
}

export const isRefusal = (outcome: SectionWrite | SectionRefusal): outcome is SectionRefusal =>
  'field' in outcome;
