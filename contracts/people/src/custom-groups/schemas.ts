/** Custom audience group wire schemas (people-and-access-control §3, §4, §7). */
import { z } from '@console/shared/zod';
import { IdSchema, INT4_MAX, textSchema } from '@console/shared/contract';
import { PEOPLE_LIMITS } from '../limits';
import { PEOPLE_EXTRA_MESSAGES } from '../messages';
import { ConditionOperatorSchema, FilterSetSchema } from './filter-schemas';

export const GROUP_UPDATE_TYPES = ['ACTIVE', 'STATIC'] as const;
export const GroupUpdateTypeSchema = z.enum(GROUP_UPDATE_TYPES);
export type GroupUpdateType = z.infer<typeof GroupUpdateTypeSchema>;

export const CUSTOM_GROUP_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export const CustomGroupStatusSchema = z.enum(CUSTOM_GROUP_STATUSES);
export type CustomGroupStatus = z.infer<typeof CustomGroupStatusSchema>;

const groupNameSchema = textSchema(PEOPLE_LIMITS.customGroupNameMax).refine(
  (name) => name.trim().length >= PEOPLE_LIMITS.customGroupNameMin,
  { error: PEOPLE_EXTRA_MESSAGES.fieldMin(PEOPLE_LIMITS.customGroupNameMin) },
);

export const CustomGroupSchema = z.object({
  audienceGroupId: z.number().int(),
  groupName: z.string(),
  groupUpdateType: GroupUpdateTypeSchema,
  isAccessControlEnabled: z.boolean(),
  isGroupAlreadyUsedInSessionManagement: z.boolean(),
  isActive: z.boolean(),
  status: CustomGroupStatusSchema,
  isStaticGroupWithAllSelected: z.boolean(),
  /** As the spec gives it: the filter set's entries as a JSON string, and its operator. */
  accessGroupFilterMapping: z
    .object({ conditions: z.string(), operationType: ConditionOperatorSchema })
    .nullable(),
});
export type CustomGroup = z.infer<typeof CustomGroupSchema>;

/** The create dialog: a DRAFT, inactive group is made and its filter page opens. */
export const CreateCustomGroupRequestSchema = z.object({
  groupName: groupNameSchema,
  isAccessControlEnabled: z.boolean(),
  groupUpdateType: GroupUpdateTypeSchema,
});
export type CreateCustomGroupRequest = z.infer<typeof CreateCustomGroupRequestSchema>;

export const CreateCustomGroupResponseSchema = z.object({ audienceGroupId: z.number().int() });
export type CreateCustomGroupResponse = z.infer<typeof CreateCustomGroupResponseSchema>;

/** Save (publish) a group: its filter, and for static groups the members chosen by id. */
export const SaveCustomGroupRequestSchema = z.object({
  groupName: groupNameSchema,
  isAccessControlEnabled: z.boolean(),
  groupUpdateType: GroupUpdateTypeSchema,
  isActive: z.boolean(),
  status: CustomGroupStatusSchema,
  filterMapping: FilterSetSchema.nullable(),
  selectedAudienceRegistrationIdList: z.array(IdSchema).max(10_000),
  isStaticGroupWithAllSelected: z.boolean(),
});
export type SaveCustomGroupRequest = z.infer<typeof SaveCustomGroupRequestSchema>;

/** The audience a filter set selects: a page of it, or its count (an unsaved filter included). */
export const CustomAudienceQuerySchema = z.object({
  offset: z.number().int().min(0).max(INT4_MAX),
  filterSet: FilterSetSchema.nullable(),
  audienceGroupId: IdSchema.nullable(),
  search: textSchema(200),
});
export type CustomAudienceQuery = z.infer<typeof CustomAudienceQuerySchema>;

/** A saved group's members, or its manual members (GET ?offset&search): 20 a page, newest first. */
export const CustomGroupMembersQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  search: textSchema(200).trim().optional(),
});
export type CustomGroupMembersQuery = z.input<typeof CustomGroupMembersQuerySchema>;

export const CustomAudienceCountQuerySchema = CustomAudienceQuerySchema.omit({ offset: true });
export type CustomAudienceCountQuery = z.infer<typeof CustomAudienceCountQuerySchema>;

export const CustomGroupMemberSchema = z.object({
  registrationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** How many audience groups the person is in (the Audiences column). */
  noOfAudiences: z.number().int(),
  /** Names of the person's groups that carry access control. */
  accessGroupList: z.array(z.string()),
  ticketTypeId: z.number().int().nullable(),
  ticketTypeName: z.string().nullable(),
  role: z.string(),
  isAttended: z.boolean(),
  flowContextId: z.string(),
  /** Added by registration id rather than by the filter (the 'Manually added' tag). */
  isManuallyAdded: z.boolean(),
});
export type CustomGroupMember = z.infer<typeof CustomGroupMemberSchema>;

export const CustomAudiencePageSchema = z.object({
  items: z.array(CustomGroupMemberSchema),
  offset: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomAudiencePage = z.infer<typeof CustomAudiencePageSchema>;

export const CustomAudienceCountSchema = z.object({ count: z.number().int() });
export type CustomAudienceCount = z.infer<typeof CustomAudienceCountSchema>;

export const CalendarInviteSettingSchema = z.object({ isDayWiseBlock: z.boolean() });
export type CalendarInviteSetting = z.infer<typeof CalendarInviteSettingSchema>;
