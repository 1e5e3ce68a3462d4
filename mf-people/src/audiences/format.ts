import { formatNumber } from '@console/shared/ui';
import type { EventRole } from '@console/shared/contract';
import { ROLE_LABEL } from '../audience-list/list/labels';
import { PEOPLE_COUNT_MESSAGES as M, type AudienceGroupType } from '@console/people-contract';

/**
 * What a group's count counts (decision 0045): a role group's registrants with its role, a custom
 * group's members, an invite list's invitees, any other group's (flow, ticket, status) registrants.
 */
export function groupCountText(count: number, type: AudienceGroupType, role?: EventRole): string {
  const formatted = formatNumber(count);
  if (type === 'CUSTOM') return M.members(count, formatted);
  if (type === 'INVITE_ONLY') return M.invitees(count, formatted);
  if (role) return M.registrantsWithRole(count, formatted, ROLE_LABEL[role]);
  return M.registrants(count, formatted);
}
