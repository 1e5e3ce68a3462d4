import { z } from '@console/shared/zod';
import { EventRoleSchema, EventSchema } from './events';
import { PERMISSIONS } from './permissions';
import { PortalSchema } from './integrations';
import { MESSAGES } from './messages';
import { textSchema } from './wire';

export const PermissionSchema = z.enum(PERMISSIONS);

/** The login fields' lengths, which the API's schema and the form's check alike. */
export const LOGIN_LIMITS = { emailMax: 254, passwordMax: 1024 } as const;

export const LoginRequestSchema = z.object({
  email: textSchema(LOGIN_LIMITS.emailMax)
    .trim()
    .min(1, MESSAGES.emailRequired)
    .email(MESSAGES.invalidEmail),
  password: textSchema(LOGIN_LIMITS.passwordMax).min(1, MESSAGES.passwordRequired),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationId: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

/** Answer of login and of "me": the user and the CSRF token to send on writes. */
export const SessionResponseSchema = z.object({
  user: UserSchema,
  csrfToken: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** One of the user's events as listed on /dashboard. */
export const DashboardEventSchema = EventSchema.extend({
  role: EventRoleSchema.nullable(),
  isOrganizer: z.boolean(),
});
export type DashboardEvent = z.infer<typeof DashboardEventSchema>;
export const DashboardEventListSchema = z.object({ events: z.array(DashboardEventSchema) });

/** What the current user is allowed in one event: role, permissions, booth ownership. */
export const EventAccessSchema = z.object({
  eventId: z.number().int(),
  role: EventRoleSchema.nullable(),
  eventRoleId: z.number().int().nullable(),
  isOrganizer: z.boolean(),
  isBoothOwner: z.boolean(),
  ownedBoothIds: z.array(z.number().int()),
  permissions: z.array(PermissionSchema),
});
export type EventAccess = z.infer<typeof EventAccessSchema>;

export const FEATURE_FLAGS = [
  'ENABLE_WEBINAR_EMBED',
  'ENABLE_LEGACY_ANALYTICS',
  'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT',
  'ENABLE_GAMIFICATION',
  'ENABLE_FLEX_SERIES',
] as const;
export const FeatureFlagSchema = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;
export const FeatureFlagsSchema = z.record(FeatureFlagSchema, z.boolean());

/** Everything the shell needs to render one event's layout, in one answer. */
export const EventContextResponseSchema = z.object({
  event: EventSchema,
  access: EventAccessSchema,
  flags: FeatureFlagsSchema,
  /** Enabled portals of a flex event (empty otherwise). */
  portals: z.array(PortalSchema),
  /** Whether at least one enabled integration of a supported type exists (Integrations menu entry). */
  hasEnabledIntegration: z.boolean(),
});
export type EventContextResponse = z.infer<typeof EventContextResponseSchema>;

/** One of the current user's live sessions (a device they are logged in on). */
export const SessionInfoSchema = z.object({
  sessionId: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  address: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

/** The auth endpoints, relative to /api. */
export const AUTH_API = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  sessions: '/auth/sessions',
  session: (sessionId: number) => `/auth/sessions/${sessionId}`,
} as const;
