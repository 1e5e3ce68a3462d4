/** Wire data for the group page's tests, valid against the contract's schemas. */
import { mappingTree, type NodeSetup } from '@console/access-control-contract/testing';
import {
  type AccessGroup,
  type AccessGroupMapping,
  type DayAccessMapping,
  type GrantStatus,
  type SessionAccessRow,
} from '@console/access-control-contract';

export const ATTENDEES: AccessGroup = {
  groupId: 1,
  groupName: 'Attendees',
  groupType: 'DEFAULT',
  isBaseGroup: true,
  baseAccessGroupId: null,
  audienceGroupId: 11,
};
export const SPEAKERS: AccessGroup = { ...ATTENDEES, groupId: 2, groupName: 'Speakers' };
export const VIP: AccessGroup = {
  groupId: 3,
  groupName: 'VIP',
  groupType: 'TICKET',
  isBaseGroup: false,
  baseAccessGroupId: 1,
  audienceGroupId: 13,
};
export const GROUPS: AccessGroup[] = [ATTENDEES, SPEAKERS, VIP];

export const day = (
  dayAccessDate: string,
  grantStatus: GrantStatus = 'GRANT',
): DayAccessMapping => ({
  id: `day-${dayAccessDate}`,
  dayAccessDate,
  grantStatus,
  featureName: 'DAY',
});

export const DAYS: DayAccessMapping[] = [day('2026-11-23'), day('2026-11-24'), day('2026-11-25')];

export function mapping(
  group: AccessGroup,
  setup: Record<string, NodeSetup> = {},
  days: DayAccessMapping[] = DAYS,
): AccessGroupMapping {
  return { group, features: mappingTree(setup), days };
}

export const session = (
  segmentId: number,
  startDateTime: string,
  grantStatus: SessionAccessRow['grantStatus'] = 'GRANT',
): SessionAccessRow => ({
  segmentId,
  title: `Session ${segmentId}`,
  startDateTime,
  endDateTime: startDateTime,
  stageName: 'Main',
  tags: [],
  format: 'VIRTUAL',
  grantStatus,
  isAccessGroupAddedInSegment: false,
  showInGrant: false,
  showInRevoke: false,
});
