/** Audience groups wire schemas (people-and-access-control §3), owned by the audiences feature. */
import { z } from '@console/shared/zod';
import { EventRoleSchema } from '@console/shared/contract';

export const AUDIENCE_GROUP_TYPES = [
  'ROLE',
  'FLOW',
  'TICKET',
  'JOINED',
  'CUSTOM',
  'INVITE_ONLY',
] as const;
export const AudienceGroupTypeSchema = z.enum(AUDIENCE_GROUP_TYPES);
export type AudienceGroupType = z.infer<typeof AudienceGroupTypeSchema>;

export const AudienceSubGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  isCustomGroup: z.boolean(),
  noOfAudiences: z.number().int(),
});
export type AudienceSubGroup = z.infer<typeof AudienceSubGroupSchema>;

export const AudienceGroupSchema = z.object({
  audienceGroupId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  audienceGroupType: AudienceGroupTypeSchema,
  isActive: z.boolean(),
  noOfAudiences: z.number().int(),
  noOfSubGroups: z.number().int(),
  subGroups: z.array(AudienceSubGroupSchema),
  /** A role group's role, so that its card says what it counts ("with the Attendee role"). */
  role: EventRoleSchema.optional(),
  /**
   * A custom group's count is being recounted: noOfAudiences is older than the data. Absent when
   * the count is current (and on every other kind of group).
   */
  isCountUpdating: z.boolean().optional(),
  /**
   * A custom group not counted yet (its first count is under way): noOfAudiences is then 0, a
   * placeholder kept a number so that clients reading the field as a number still parse.
   */
  isCountMissing: z.boolean().optional(),
});
export type AudienceGroup = z.infer<typeof AudienceGroupSchema>;

/** The audience list response of spec §3: one list per group kind. */
export const AudienceListResponseSchema = z.object({
  roleBasedGroupList: z.array(AudienceGroupSchema),
  flowGroupList: z.array(AudienceGroupSchema),
  ticketBasedGroupList: z.array(AudienceGroupSchema),
  joinedBasedGroupList: z.array(AudienceGroupSchema),
  customGroupList: z.array(AudienceGroupSchema),
  invitedGroupList: z.array(AudienceGroupSchema),
});
export type AudienceListResponse = z.infer<typeof AudienceListResponseSchema>;

export const AUDIENCE_TABS = ['SYSTEM_GROUPS', 'INVITE_LISTS', 'EXPERIENCE_MANAGEMENT'] as const;
export const AudienceTabSchema = z.enum(AUDIENCE_TABS);
export type AudienceTab = z.infer<typeof AudienceTabSchema>;

/** Where a group may be used elsewhere; any use refuses its deletion (spec people §5). */
export const AUDIENCE_GROUP_USAGE_KINDS = [
  'FLOW',
  'TICKET',
  'COUPON',
  'CUSTOM_ACCESS_GROUP',
  'CUSTOM_COMMUNICATION',
  'LANDING_PAGE_MASKING',
  'COMMUNICATION_SENT',
] as const;
export const AudienceGroupUsageKindSchema = z.enum(AUDIENCE_GROUP_USAGE_KINDS);
export type AudienceGroupUsageKind = z.infer<typeof AudienceGroupUsageKindSchema>;
