/**
 * Rename and delete of audience groups (people-and-access-control §5, §8): which groups may be
 * renamed or deleted, by whom, when Save is enabled, and the wire shapes of the calls.
 */
import { z } from '@console/shared/zod';
import { renameGroupFormSchema } from './form-schemas';
import {
  AudienceGroupTypeSchema,
  AudienceGroupUsageKindSchema,
  type AudienceGroupType,
} from './schemas';

/** One group, as the audience list page's header shows it; a flow's sub-group names its flow. */
export const AudienceGroupDetailSchema = z.object({
  audienceGroupId: z.number().int(),
  name: z.string(),
  audienceGroupType: AudienceGroupTypeSchema,
  parentGroupId: z.number().int().nullable(),
  parentName: z.string().nullable(),
});
export type AudienceGroupDetail = z.infer<typeof AudienceGroupDetailSchema>;

/** PATCH body of a rename: the new name, at most PEOPLE_LIMITS.renameMax characters. */
export interface RenameAudienceGroupRequest {
  name: string;
}

/** Why a group cannot be deleted: one row per place it is used (or communications sent). */
export const AudienceGroupUsageSchema = z.object({
  usedIn: AudienceGroupUsageKindSchema,
  usedBy: z.string(),
});
export type AudienceGroupUsage = z.infer<typeof AudienceGroupUsageSchema>;

/** Names of one kind (at most DELETION_IMPACT_NAMES of them) and how many there are in all. */
export const ImpactNamesSchema = z.object({ names: z.array(z.string()), total: z.number().int() });
export type ImpactNames = z.infer<typeof ImpactNamesSchema>;

/** The most names of one kind the deletion impact lists (the total says how many more). */
export const DELETION_IMPACT_NAMES = 20;

/**
 * The access group a custom group has while its access control is on, deleted with it: what it
 * grants and revokes beyond its base (features, and days as "Day YYYY-MM-DD"), and its sessions.
 */
export const AccessGroupImpactSchema = z.object({
  name: z.string(),
  grants: ImpactNamesSchema,
  revokes: ImpactNamesSchema,
  sessionGrants: ImpactNamesSchema,
  sessionRevokes: ImpactNamesSchema,
});
export type AccessGroupImpact = z.infer<typeof AccessGroupImpactSchema>;

/** What deleting a group changes besides the group itself, named in the confirmation. */
export const AudienceGroupDeletionImpactSchema = z.object({
  /** A custom group's members (registrants, as its card counts them), an invite list's invitees. */
  members: z.number().int(),
  accessGroup: AccessGroupImpactSchema.nullable(),
  /** The sessions it was added to (Add to sessions). */
  sessions: ImpactNamesSchema,
});
export type AudienceGroupDeletionImpact = z.infer<typeof AudienceGroupDeletionImpactSchema>;

export const CanDeleteAudienceGroupSchema = z.object({
  canDelete: z.boolean(),
  usages: z.array(AudienceGroupUsageSchema),
  /** What the delete changes; null when it is refused (usages say why). */
  impact: AudienceGroupDeletionImpactSchema.nullable(),
});
export type CanDeleteAudienceGroup = z.infer<typeof CanDeleteAudienceGroupSchema>;

/** Only custom groups and invite lists are renamed or deleted; system groups never are. */
export const EDITABLE_GROUP_TYPES: readonly AudienceGroupType[] = ['CUSTOM', 'INVITE_ONLY'];

export const isEditableGroup = (type: AudienceGroupType): boolean =>
  EDITABLE_GROUP_TYPES.includes(type);

/** The permission a rename or delete needs (spec people §6): invite lists have their own. */
export function groupWritePermission(
  type: AudienceGroupType,
): 'PEOPLE_AUDIENCE_GROUPS_WRITE' | 'PEOPLE_INVITE_LIST_WRITE' {
  return type === 'INVITE_ONLY' ? 'PEOPLE_INVITE_LIST_WRITE' : 'PEOPLE_AUDIENCE_GROUPS_WRITE';
}

/** The rename dialog's Save (spec people §5): disabled when empty, unchanged or too long. */
export function canSaveRename(currentName: string, draft: string): boolean {
  return renameGroupFormSchema(currentName).isValidSync({ name: draft });
}
