/**
 * Embedded analytics (spec §2.10, §7): the console asks the API for a short-lived signed URL of
 * the analytics service; the service renders the dashboard and talks back to the page with two
 * messages only, which the page accepts only from the service's origin.
 */
import { z } from '@console/shared/zod';
import { textSchema } from '@console/shared/contract';
import {
  AnyDashboardSchema,
  DashboardNameSchema,
  DashboardVariantSchema,
  DrillDownDashboardSchema,
} from './dashboards';

/** Embed tokens live minutes, not hours: a leaked URL stops working soon (STACK.md). */
export const EMBED_TOKEN_TTL_SECONDS = 10 * 60;
export const EMBED_TOKEN_AUDIENCE = 'analytics-embed';
export const EMBED_TOKEN_ISSUER = 'organizer-console-api';

export const DrillDownFiltersSchema = z
  .record(textSchema(40).regex(/^[a-zA-Z]+$/, { error: 'Must be letters only' }), textSchema(200))
  .refine((filters) => Object.keys(filters).length <= 5, { error: 'At most 5 filters' });
export type DrillDownFilters = z.infer<typeof DrillDownFiltersSchema>;

/** POST embed-url: an embed URL for one dashboard (event from the path). */
export const EmbedUrlRequestSchema = z.object({
  dashboard: DashboardNameSchema,
  /** The booth-owner view: booth dashboards limited to the viewer's own booths. */
  boothOwner: z.boolean(),
  variant: DashboardVariantSchema.default('current'),
});
export type EmbedUrlRequest = z.input<typeof EmbedUrlRequestSchema>;

/** POST drill-down-url: an embed URL for a drill-down dashboard with its filters. */
export const DrillDownUrlRequestSchema = z.object({
  dashboardId: DrillDownDashboardSchema,
  filters: DrillDownFiltersSchema,
  variant: DashboardVariantSchema.default('current'),
});
export type DrillDownUrlRequest = z.input<typeof DrillDownUrlRequestSchema>;

export const EmbedUrlSchema = z.object({ url: z.string().url(), expiresAt: z.string() });
export type EmbedUrl = z.infer<typeof EmbedUrlSchema>;

/** What an embed token carries (signed HS256 by the API, verified by the service and the API). */
export const EmbedClaimsSchema = z.object({
  eventId: z.number().int().positive(),
  dashboard: AnyDashboardSchema,
  boothOwner: z.boolean(),
  /** The booths a booth-owner view is limited to (empty otherwise). */
  boothIds: z.array(z.number().int().positive()),
  filters: DrillDownFiltersSchema,
  variant: DashboardVariantSchema,
  /** The only origin the embed posts its messages to. */
  consoleOrigin: z.string().url(),
});
export type EmbedClaims = z.infer<typeof EmbedClaimsSchema>;

/** The two messages an embed may post to the console (spec §2.10). */
export const EmbedMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('embedSize'), height: z.number().int().min(0).max(100_000) }),
  z.strictObject({
    type: z.literal('drillDown'),
    dashboardId: DrillDownDashboardSchema,
    filters: DrillDownFiltersSchema,
  }),
]);
export type EmbedMessage = z.infer<typeof EmbedMessageSchema>;

/** A window message as the page receives it. */
export interface ReceivedMessage {
  origin: string;
  data: unknown;
}

/** The message when it comes from the service's origin and has one of the two shapes; else null. */
export function readEmbedMessage(
  message: ReceivedMessage,
  serviceOrigin: string,
): EmbedMessage | null {
  if (message.origin !== serviceOrigin) return null;
  const parsed = EmbedMessageSchema.safeParse(message.data);
  return parsed.success ? parsed.data : null;
}
