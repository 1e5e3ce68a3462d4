import { ACCESS_MESSAGES, type AccessGroup } from '@console/access-control-contract';

export interface AccessGroupSection {
  title: string;
  groups: AccessGroup[];
}

/**
 * The Access control tab's grouping (spec people §2): base groups under 'Base access', the groups
 * derived from them under 'Group access'; an empty section is left out.
 */
export function accessGroupSections(groups: readonly AccessGroup[]): AccessGroupSection[] {
  return [
    { title: ACCESS_MESSAGES.baseAccess, groups: groups.filter((g) => g.isBaseGroup) },
    { title: ACCESS_MESSAGES.groupAccess, groups: groups.filter((g) => !g.isBaseGroup) },
  ].filter((section) => section.groups.length > 0);
}
