/**
 * The notices of rename and delete (spec people §8), chosen from the API's answer, and the
 * reasons a refusal lists (spec people §5).
 */
import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import { formatNumber } from '@console/shared/ui';
import {
  PEOPLE_COUNT_MESSAGES,
  PEOPLE_MESSAGES,
  type AudienceGroupDeletionImpact,
  type ImpactNames,
  type AudienceGroupType,
  type AudienceGroupUsage,
  type AudienceGroupUsageKind,
} from '@console/people-contract';

/** A rename the server refused with DUPLICATE_NAME_REQUEST is a duplicate; anything else is not. */
export function renameErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.code === ERROR_CODES.duplicateName
    ? PEOPLE_MESSAGES.duplicateGroupName
    : MESSAGES.somethingWentWrong;
}

/** The refusal's title: invite lists say so in their own words. */
export const cannotDeleteTitle = (type: AudienceGroupType): string =>
  type === 'INVITE_ONLY'
    ? PEOPLE_MESSAGES.cannotDeleteInviteList
    : PEOPLE_MESSAGES.cannotDeleteGroup;

/** A delete the server refused (409: used since the check) says why; anything else is generic. */
export function deleteErrorMessage(error: unknown, type: AudienceGroupType): string {
  return error instanceof ApiError && error.status === 409
    ? cannotDeleteTitle(type)
    : MESSAGES.somethingWentWrong;
}

const USAGE_LABEL: Readonly<Record<AudienceGroupUsageKind, string>> = {
  FLOW: 'Used in the registration flow',
  TICKET: 'Used in the ticket',
  COUPON: 'Used in the coupon',
  CUSTOM_ACCESS_GROUP: 'Used in the custom access group',
  CUSTOM_COMMUNICATION: 'Used in the custom communication',
  LANDING_PAGE_MASKING: 'Used in landing-page masking',
  COMMUNICATION_SENT: 'Communication already sent',
};

export const usageText = (usage: AudienceGroupUsage): string =>
  `${USAGE_LABEL[usage.usedIn]}: ${usage.usedBy}`;

/** What the delete confirmation says will change (issue #44), from the can-delete answer. */
export interface DeletionSummary {
  /** The people in it. */
  people: string;
  /** Its access group, deleted with it (null: access control is off). */
  access: string | null;
  /** What the access group grants and revokes, by name, deleted with it. */
  accessChanges: { label: string; text: string }[];
  /** The sessions it was added to (null: none). */
  sessions: string | null;
}

export const CANNOT_BE_UNDONE = 'This cannot be undone.';

/** "A, B and 3 more": the names given, and how many more there are. */
export const namesText = ({ names, total }: ImpactNames): string =>
  total > names.length
    ? `${names.join(', ')} and ${formatNumber(total - names.length)} more`
    : names.join(', ');

export function deletionSummary(
  type: AudienceGroupType,
  impact: AudienceGroupDeletionImpact | null,
): DeletionSummary {
  const count = impact?.members ?? 0;
  const formatted = formatNumber(count);
  const people =
    type === 'INVITE_ONLY'
      ? `The invite list is removed from the event. ${PEOPLE_COUNT_MESSAGES.invitees(count, formatted)} ${count === 1 ? 'is' : 'are'} deleted with it.`
      : `The group is removed from the event. It has ${PEOPLE_COUNT_MESSAGES.members(count, formatted)}: they stay registered, no longer in it.`;
  const accessChanges: DeletionSummary['accessChanges'] = [];
  const group = impact?.accessGroup;
  if (group) {
    const lists: [string, ImpactNames][] = [
      ['Grants', group.grants],
      ['Revokes', group.revokes],
      ['Session access granted', group.sessionGrants],
      ['Session access revoked', group.sessionRevokes],
    ];
    for (const [label, names] of lists)
      if (names.total > 0) accessChanges.push({ label, text: namesText(names) });
  }
  const access = group
    ? accessChanges.length > 0
      ? `Its access group “${group.name}” is deleted too, and with it what it gives its members beyond their base access:`
      : `Its access group “${group.name}” is deleted too; it changes nothing beyond their base access.`
    : null;
  const sessions =
    impact && impact.sessions.total > 0
      ? `It is taken off the sessions it was added to: ${namesText(impact.sessions)}.`
      : null;
  return { people, access, accessChanges, sessions };
}
