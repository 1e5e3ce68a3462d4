/**
 * The organization's integrations (/dashboard/integration/list) and the event's use of them
 * (event-integration). The CRM connection's token is write-only: the wire says whether one is
 * set, never what it is.
 */
import { z } from '@console/shared/zod';
import {
  EventTypeSchema,
  IdParamSchema,
  IntegrationTypeSchema,
  SolutionStatusSchema,
  textSchema,
} from '@console/shared/contract';
import { INTEGRATIONS_MESSAGES } from './messages';

/** The CRM connection's text lengths, checked by the API and by the settings form. */
export const CONNECTION_LIMITS = { baseUrlMax: 500, apiTokenMax: 500 } as const;

const isHttpScheme = (url: string) => /^https?:\/\//.test(url);

/** A full http(s) URL as the API reads one (zod's URL check, then the scheme). */
const HttpUrlSchema = z
  .string()
  .url({ error: INTEGRATIONS_MESSAGES.enterFullUrl })
  .refine(isHttpScheme, { error: INTEGRATIONS_MESSAGES.enterFullUrl });

/** Whether a (trimmed) base URL passes the API's URL check: the settings form asks the same. */
export const isHttpUrl = (url: string): boolean => HttpUrlSchema.safeParse(url).success;

export const IntegrationTypeParamsSchema = z.object({ integrationType: IntegrationTypeSchema });
export const EventIntegrationParamsSchema = z.object({
  eventId: IdParamSchema,
  integrationType: IntegrationTypeSchema,
});

export const CrmConnectionSchema = z.object({
  baseUrl: z.string().nullable(),
  hasApiToken: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CrmConnection = z.infer<typeof CrmConnectionSchema>;

/** The most events an organization integration names (eventCount counts them all). */
export const EVENTS_NAMED_MAX = 100;

/** An event of the organization that uses an integration, with its own switch of it. */
export const IntegrationEventSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  type: EventTypeSchema,
  /** The event's own status of the integration (the organization's is the integration's). */
  solutionStatus: SolutionStatusSchema,
});
export type IntegrationEvent = z.infer<typeof IntegrationEventSchema>;

export const OrganizationIntegrationSchema = z.object({
  integrationType: IntegrationTypeSchema,
  name: z.string(),
  description: z.string(),
  status: SolutionStatusSchema,
  connection: CrmConnectionSchema,
  /** Events of the organization that use this integration. */
  eventCount: z.number().int(),
  /** Those events by name, the first EVENTS_NAMED_MAX of them. */
  events: z.array(IntegrationEventSchema),
});
export type OrganizationIntegration = z.infer<typeof OrganizationIntegrationSchema>;
export const OrganizationIntegrationListSchema = z.object({
  integrations: z.array(OrganizationIntegrationSchema),
});
export type OrganizationIntegrationList = z.infer<typeof OrganizationIntegrationListSchema>;

/** PATCH an organization integration: turn it on or off, or change its connection. */
export const UpdateOrganizationIntegrationSchema = z
  .object({
    status: SolutionStatusSchema.optional(),
    baseUrl: textSchema(CONNECTION_LIMITS.baseUrlMax)
      .url({ error: INTEGRATIONS_MESSAGES.enterFullUrl })
      .refine(isHttpScheme, { error: INTEGRATIONS_MESSAGES.enterFullUrl })
      .optional(),
    /** A new token; absent keeps the stored one. */
    apiToken: textSchema(CONNECTION_LIMITS.apiTokenMax)
      .min(1, { error: INTEGRATIONS_MESSAGES.enterApiToken })
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateOrganizationIntegration = z.infer<typeof UpdateOrganizationIntegrationSchema>;

/** PATCH an event integration: turn it on or off for the event, permit the revenue data sync. */
export const UpdateEventIntegrationSchema = z
  .object({
    solutionStatus: SolutionStatusSchema.optional(),
    revenueDataSync: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateEventIntegration = z.infer<typeof UpdateEventIntegrationSchema>;
