/**
 * An audience group's writes in the activity log (issue #46): rename, delete and Add to sessions.
 * A rename or delete's area follows the group's kind, so that who may write a kind reads its
 * entries: a custom group's are CUSTOM_GROUPS, an invite list's INVITE_LISTS. Add to sessions
 * (audience groups write, whatever the group) is AUDIENCE_GROUPS.
 */
import type { ActivityArea, ActivityValues } from '@console/activity-log-contract';
import type { AudienceGroupType } from '@console/people-contract';
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';

export interface GroupRef {
  id: number;
  eventId: number;
  type: AudienceGroupType;
  name: string;
}

export interface GroupChange {
  actor: ActivityActor;
  group: GroupRef;
  /** The last part of the action, after the kind: `renamed`, `deleted`, `sessions.changed`... */
  verb: string;
  summary: string;
  before: ActivityValues;
  after: ActivityValues;
}

interface GroupKind {
  area: ActivityArea;
  action: string;
  noun: string;
}

const KINDS: Partial<Record<AudienceGroupType, GroupKind>> = {
  CUSTOM: { area: 'CUSTOM_GROUPS', action: 'custom-group', noun: 'the group' },
  INVITE_ONLY: { area: 'INVITE_LISTS', action: 'invite-list', noun: 'the invite list' },
};
/** Any audience group, as Add to sessions writes it. */
export const AUDIENCE_GROUP: GroupKind = {
  area: 'AUDIENCE_GROUPS',
  action: 'audience-group',
  noun: 'the group',
};

/** How a summary names the group: "the group Speakers", "the invite list VIPs". */
export const groupNoun = (group: GroupRef): string =>
  `${(KINDS[group.type] ?? AUDIENCE_GROUP).noun} ${group.name}`;

/** Records the change under the group's kind, or under `kind` when given. */
export function recordGroupChange(
  tx: Db,
  change: GroupChange,
  kind: GroupKind = KINDS[change.group.type] ?? AUDIENCE_GROUP,
): Promise<void> {
  return recordActivity(tx, {
    eventId: change.group.eventId,
    actor: change.actor,
    area: kind.area,
    action: `${kind.action}.${change.verb}`,
    target: { type: 'audience-group', id: String(change.group.id), label: change.group.name },
    summary: change.summary,
    before: change.before,
    after: change.after,
  });
}
