/** Access control wire schemas (people-and-access-control §3, §4, §7). */
import { z } from '@console/shared/zod';
import { IdSchema, textSchema } from '@console/shared/contract';

export const FEATURE_NAMES = [
  'DAY',
  'LOBBY',
  'SCHEDULE',
  'STAGE',
  'SEGMENT',
  'ROOM',
  'NETWORKING',
  'EXPO',
  'CUSTOM_ZONES',
  'BACKSTAGE',
  'EVENT_INTERACTION',
  'PVT_CHAT',
  'PVT_MEETING',
  'CALENDAR',
  'LEADERBOARD',
  'RECORDING',
  'ANNOUNCEMENT',
  'NOTIFICATION',
  'ON_BOARDING_CHECKS',
] as const;
export const FeatureNameSchema = z.enum(FEATURE_NAMES);
export type FeatureName = z.infer<typeof FeatureNameSchema>;

export const SUB_FEATURE_IDS = [
  'ACCESS_PVT_ROOMS',
  'SHOW_RESERVED_ROOMS_ONLY',
  'ALLOW_ALL_STAGES',
] as const;
export type SubFeatureId = (typeof SUB_FEATURE_IDS)[number];

export const FIELD_TYPES = ['TOGGLE', 'CHECKBOXES', 'RADIOBUTTON', 'CUSTOM'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const GRANT_STATUSES = ['GRANT', 'NO_GRANT', 'REVOKED'] as const;
export const GrantStatusSchema = z.enum(GRANT_STATUSES);
export type GrantStatus = z.infer<typeof GrantStatusSchema>;

export const ACCESS_GROUP_TYPES = ['DEFAULT', 'TICKET', 'FLOW', 'CUSTOM'] as const;
export const AccessGroupTypeSchema = z.enum(ACCESS_GROUP_TYPES);
export type AccessGroupType = z.infer<typeof AccessGroupTypeSchema>;

/** The sections of a group's page and of the session access screen's URL. */
export const ACCESS_SECTIONS = ['base', 'grant', 'revoked'] as const;
export const AccessSectionSchema = z.enum(ACCESS_SECTIONS);
export type AccessSection = z.infer<typeof AccessSectionSchema>;

export const AccessGroupSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  groupType: AccessGroupTypeSchema,
  isBaseGroup: z.boolean(),
  /** The base group a derived group starts from; null for base groups. */
  baseAccessGroupId: z.number().int().nullable(),
  audienceGroupId: z.number().int().nullable(),
});
export type AccessGroup = z.infer<typeof AccessGroupSchema>;

export const AccessGroupListSchema = z.object({ groups: z.array(AccessGroupSchema) });
export type AccessGroupList = z.infer<typeof AccessGroupListSchema>;

export const FeatureDetailsSchema = z.object({
  basePageDescription: z.string(),
  grantPageDescription: z.string(),
  revokePageDescription: z.string(),
});

/** Why a feature cannot be used at all on this event (the forced-inactive rules of §4). */
export const INACTIVE_REASONS = [
  'ZONE_NOT_ACTIVE',
  'NO_PEOPLE_CHANNEL',
  'NO_ONE_ON_ONE_INTERVAL',
  'NO_CHAT_OR_PEOPLE_CHANNEL',
  'LEADERBOARD_DISABLED',
  'NO_ACTIVE_BOOTH_ZONE',
] as const;
export const InactiveReasonSchema = z.enum(INACTIVE_REASONS);
export type InactiveReason = z.infer<typeof InactiveReasonSchema>;

export interface FeatureMappingNode {
  /** The node's stable key (FEATURE_CATALOGUE, or a stage's dynamic sub-feature). */
  id: string;
  featureId: number;
  subFeatureId: SubFeatureId | null;
  dynSubFeatureRefId: number | null;
  dynSubFeatureRefType: 'STAGE' | null;
  dynSubFeatureName: string | null;
  featureName: FeatureName;
  title: string;
  featureDetails: z.infer<typeof FeatureDetailsSchema>;
  fieldType: FieldType;
  /**
   * This group's own status, before the rules of in-effect.ts (which decide whether it is in
   * effect): a base group's row or default, or a derived group's base status with its own change.
   */
  grantStatus: GrantStatus;
  isFeatureActive: boolean;
  inactiveReason: InactiveReason | null;
  /** Offered in a derived group's grant section (its base does not grant it). */
  showInGrant: boolean;
  /** Offered in a derived group's revoke section (its base grants it). */
  showInRevoke: boolean;
  /** The derived group changed it from its base. */
  changedInDerived: boolean;
  features: FeatureMappingNode[];
}

export const FeatureMappingNodeSchema: z.ZodType<FeatureMappingNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    featureId: z.number().int(),
    subFeatureId: z.enum(SUB_FEATURE_IDS).nullable(),
    dynSubFeatureRefId: z.number().int().nullable(),
    dynSubFeatureRefType: z.literal('STAGE').nullable(),
    dynSubFeatureName: z.string().nullable(),
    featureName: FeatureNameSchema,
    title: z.string(),
    featureDetails: FeatureDetailsSchema,
    fieldType: z.enum(FIELD_TYPES),
    grantStatus: GrantStatusSchema,
    isFeatureActive: z.boolean(),
    inactiveReason: InactiveReasonSchema.nullable(),
    showInGrant: z.boolean(),
    showInRevoke: z.boolean(),
    changedInDerived: z.boolean(),
    features: z.array(FeatureMappingNodeSchema),
  }),
);

/** One event day of a group (dates are the event's calendar days in its time zone). */
export const DayAccessMappingSchema = z.object({
  id: z.string(),
  grantStatus: GrantStatusSchema,
  /** YYYY-MM-DD in the event's time zone. */
  dayAccessDate: z.string(),
  featureName: z.literal('DAY'),
});
export type DayAccessMapping = z.infer<typeof DayAccessMappingSchema>;

export const AccessGroupMappingSchema = z.object({
  group: AccessGroupSchema,
  features: z.array(FeatureMappingNodeSchema),
  days: z.array(DayAccessMappingSchema),
});
export type AccessGroupMapping = z.infer<typeof AccessGroupMappingSchema>;

/** One change of the group page: a node and the status to store (see toggle-rules.ts). */
export const MappingChangeSchema = z.object({
  id: textSchema(200),
  grantStatus: GrantStatusSchema,
});
export type MappingChange = z.infer<typeof MappingChangeSchema>;

export const UpdateMappingsRequestSchema = z.object({
  section: AccessSectionSchema,
  changes: z.array(MappingChangeSchema).min(1).max(500),
});
export type UpdateMappingsRequest = z.infer<typeof UpdateMappingsRequestSchema>;

export const UpdateDayAccessRequestSchema = z.object({
  days: z
    .array(
      z.object({
        dayAccessDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Must be a YYYY-MM-DD date' }),
        grantStatus: z.enum(['GRANT', 'NO_GRANT']),
      }),
    )
    .min(1)
    .max(366),
});
export type UpdateDayAccessRequest = z.infer<typeof UpdateDayAccessRequestSchema>;

export const UpdateBaseGroupRequestSchema = z.object({ baseAccessGroupId: IdSchema });
export type UpdateBaseGroupRequest = z.infer<typeof UpdateBaseGroupRequestSchema>;

/** A session row of the session access screen (spec §3 Session, for one group and section). */
export const SessionAccessRowSchema = z.object({
  segmentId: z.number().int(),
  title: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  stageName: z.string(),
  tags: z.array(z.object({ name: z.string() })),
  format: z.string(),
  /** GRANT / NO_GRANT in the base section, GRANT / REVOKED in the grant and revoked sections. */
  grantStatus: GrantStatusSchema,
  /** The session was mapped to the group's audience group ("Add to sessions"): not toggled here. */
  isAccessGroupAddedInSegment: z.boolean(),
  showInGrant: z.boolean(),
  showInRevoke: z.boolean(),
});
export type SessionAccessRow = z.infer<typeof SessionAccessRowSchema>;

export const SESSION_ACCESS_TABS = ['ALL', 'ACCESSIBLE', 'RESTRICTED'] as const;
export const SessionAccessTabSchema = z.enum(SESSION_ACCESS_TABS);
export type SessionAccessTab = z.infer<typeof SessionAccessTabSchema>;

/** Every session of the section at once (a few thousand at most): the screen virtualizes them. */
export const SessionAccessListSchema = z.object({
  group: AccessGroupSchema,
  sessions: z.array(SessionAccessRowSchema),
});
export type SessionAccessList = z.infer<typeof SessionAccessListSchema>;

export const UpdateSessionAccessRequestSchema = z.object({
  section: AccessSectionSchema,
  changes: z
    .array(z.object({ id: IdSchema, grantStatus: GrantStatusSchema }))
    .min(1)
    .max(10_000),
});
export type UpdateSessionAccessRequest = z.infer<typeof UpdateSessionAccessRequestSchema>;

/** Who decides one item for one person: the group and the section its status comes from. */
export const AccessDecisionSchema = z.object({
  /** GRANT: the person can reach it; NO_GRANT or REVOKED: cannot; INACTIVE: nobody can. */
  outcome: z.enum(['GRANT', 'NO_GRANT', 'REVOKED', 'INACTIVE']),
  decidedBy: z
    .object({ groupId: z.number().int(), groupName: z.string(), section: AccessSectionSchema })
    .nullable(),
  inactiveReason: InactiveReasonSchema.nullable(),
  /** A plain sentence: why, as the explainer shows it. */
  explanation: z.string(),
});
export type AccessDecision = z.infer<typeof AccessDecisionSchema>;

export const EffectiveAccessSchema = z.object({
  registrationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  groups: z.array(AccessGroupSchema),
  features: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      parentId: z.string().nullable(),
      decision: AccessDecisionSchema,
    }),
  ),
  days: z.array(z.object({ dayAccessDate: z.string(), decision: AccessDecisionSchema })),
  sessions: z.array(
    z.object({
      segmentId: z.number().int(),
      title: z.string(),
      startDateTime: z.string(),
      decision: AccessDecisionSchema,
    }),
  ),
});
export type EffectiveAccess = z.infer<typeof EffectiveAccessSchema>;

/** The current user's mapped groups and day mappings (spec §7), from the same resolver. */
export const MyAccessSchema = z.object({
  groups: z.array(AccessGroupSchema),
  days: z.array(z.object({ dayAccessDate: z.string(), grantStatus: GrantStatusSchema })),
});
export type MyAccess = z.infer<typeof MyAccessSchema>;

export const PersonSearchResultSchema = z.object({
  people: z.array(
    z.object({
      registrationId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    }),
  ),
});
export type PersonSearchResult = z.infer<typeof PersonSearchResultSchema>;

/**
 * At most this many names of the registrants whose access to a feature, day or session changes
 * (issue #46).
 */
export const IMPACT_SAMPLE_SIZE = 5;

/** How many registrants gain and lose one item, and a few of them. */
const ImpactFiguresSchema = z.object({
  gain: z.number().int(),
  lose: z.number().int(),
  sample: z
    .array(
      z.object({
        registrationId: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
      }),
    )
    .max(IMPACT_SAMPLE_SIZE),
});

/**
 * What a pending change of a group's features, day access, base or session access does (issue
 * #46, the impact preview): for each feature, event day (YYYY-MM-DD) and session whose access
 * changes for anyone, how many registrants gain and lose it, and a few of them; `affected` counts
 * each registrant once, whatever number of features, days and sessions they gain or lose.
 */
export const AccessImpactSchema = z.object({
  affected: z.number().int(),
  features: z.array(ImpactFiguresSchema.extend({ featureId: z.string(), title: z.string() })),
  days: z.array(ImpactFiguresSchema.extend({ day: z.string() })),
  sessions: z.array(ImpactFiguresSchema.extend({ sessionId: z.number().int(), title: z.string() })),
});
export type AccessImpact = z.infer<typeof AccessImpactSchema>;
