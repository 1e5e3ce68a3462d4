import { z } from '@console/shared/zod';

export const EVENT_TYPES = [
  'EVENT',
  'WEBINAR',
  'SERIES',
  'FIELD',
  'SIDE_FIELD',
  'THIRD_PARTY',
  'HUB',
] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

export const EVENT_FORMATS = ['VIRTUAL', 'IN_PERSON', 'HYBRID'] as const;
export const EventFormatSchema = z.enum(EVENT_FORMATS);
export type EventFormat = z.infer<typeof EventFormatSchema>;

export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'LIVE', 'ENDED', 'CANCELED'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

export const EVENT_ROLES = ['ATTENDEE', 'ORGANIZER', 'SPEAKER', 'MODERATOR', 'SPONSOR'] as const;
export const EventRoleSchema = z.enum(EVENT_ROLES);
export type EventRole = z.infer<typeof EventRoleSchema>;

/** The webinar role filter omits SPONSOR (spec §1). */
export function rolesForEventType(type: EventType): readonly EventRole[] {
  return type === 'WEBINAR' ? EVENT_ROLES.filter((r) => r !== 'SPONSOR') : EVENT_ROLES;
}

export const EventSchema = z.object({
  eventId: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  type: EventTypeSchema,
  eventFormat: EventFormatSchema,
  status: EventStatusSchema,
  startDateTime: z.string(),
  endDateTime: z.string(),
  tz: z.string(),
  createdAt: z.string(),
  seriesParentEventId: z.number().int().nullable(),
  sideEventParentId: z.number().int().nullable(),
  /** The hub an event is listed in (its Events / Webinars page). */
  hubId: z.number().int().nullable(),
  isFlex: z.boolean(),
  enableLeaderboard: z.boolean(),
});
export type Event = z.infer<typeof EventSchema>;

/** The path segment of an event type: event, webinar, series, field, side_field, third_party, hub. */
export function eventTypeSegment(type: EventType): string {
  if (type === 'THIRD_PARTY') return 'third-party';
  return type.toLowerCase();
}

/**
 * A registration's status: PENDING awaits approval, APPROVED is approved but not yet registered,
 * REGISTERED completed registration (the event's audience), REJECTED was refused.
 */
export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REGISTERED', 'REJECTED'] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;
