/**
 * The notices of rename and delete (spec people §8), chosen from the API's answer, and the
 * reasons a refusal lists (spec people §5).
 */
import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { ApiError } from '@console/shared/react';
import {
  PEOPLE_MESSAGES,
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
