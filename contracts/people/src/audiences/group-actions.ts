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

export const CanDeleteAudienceGroupSchema = z.object({
  canDelete: z.boolean(),
  usages: z.array(AudienceGroupUsageSchema),
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
