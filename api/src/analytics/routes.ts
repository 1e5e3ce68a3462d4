/**
 * The reports page's endpoints (spec §2.10, §7) and the analytics service's data endpoint:
 * - GET reports: the viewer's tabs and the last report update;
 * - POST embed-url / drill-down-url: a short-lived signed URL of the analytics service, bound to
 *   the event, the dashboard, the booth-owner view and the filters (embed-rules.ts decides);
 * - GET analytics-embed/dashboard-data: no session, the embed token only; the dashboard's panels.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, IdParamSchema } from '@console/shared/contract';
import {
  ANALYTICS_API,
  DashboardDataSchema,
  DashboardVariantSchema,
  DrillDownUrlRequestSchema,
  EmbedUrlRequestSchema,
  EmbedUrlSchema,
  ReportsOverviewSchema,
  type EmbedClaims,
} from '@console/analytics-contract';
import type { Db } from '../db/client';
import { eventAccess, embedTokenAccess } from '../http/access';
import { currentAuth } from '../http/auth-hooks';
import { ApiError, badField, errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import type { AnalyticsConfig } from './config';
import { loadDashboardData } from './dashboard/load';
import { decideDrillDown, decideEmbed, DRILL_DOWN_FILTER, type EmbedDecision } from './embed-rules';
import { embedTokenInvalid, embedTokenVerifier, signEmbedToken } from './embed-token';
import { reportRefreshes } from './schema';
import { ANALYTICS_REQUIREMENT, loadViewer } from './viewer';

const REFUSALS = {
  legacyOff: 'Legacy analytics are not turned on for this organization.',
  dashboard: 'This dashboard is not available to you on this event.',
  notBoothOwner: 'You own no booth on this event.',
} as const;

const refused = (reason: keyof typeof REFUSALS) =>
  new ApiError(403, ERROR_CODES.forbidden, REFUSALS[reason]);

const ReportsQuerySchema = z.object({ variant: DashboardVariantSchema.default('current') });
/** The service may name the event it expects: a token of another event is then refused. */
const DashboardDataQuerySchema = z.object({ eventId: IdParamSchema.optional() });
const BearerHeadersSchema = z.object({
  authorization: z.string().describe('Bearer <embed token> (checked before validation)'),
});

export const analyticsRoutes =
  (db: Db, config: AnalyticsConfig): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['analytics'];
    const embedToken = embedTokenVerifier(config.embedSecret, db);

    /** The token is bound to the session asking for it: it stops working when that one ends. */
    const embedUrl = async (
      request: FastifyRequest,
      claims: Omit<EmbedClaims, 'consoleOrigin'>,
    ) => {
      const signed = await signEmbedToken(
        { ...claims, consoleOrigin: config.consoleOrigin },
        currentAuth(request).sessionId,
        config.embedSecret,
      );
      return {
        url: `${config.serviceUrl}/embed/${signed.token}`,
        expiresAt: signed.expiresAt.toISOString(),
      };
    };
    const allowed = (decision: EmbedDecision) => {
      if (!decision.allowed) throw refused(decision.reason);
      return decision;
    };

    app.get(
      ANALYTICS_API.reportsRoute,
      {
        config: { access: eventAccess(ANALYTICS_REQUIREMENT, { boothRoute: true }) },
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ReportsQuerySchema,
          response: { 200: ReportsOverviewSchema, ...errorResponses },
        },
      },
      async (request) => {
        const access = grantedAccess(request);
        const viewer = await loadViewer(db, access);
        if (request.query.variant === 'legacy' && !viewer.legacyAnalytics)
          throw refused('legacyOff');
        const [refresh] = await db
          .select({ refreshedAt: reportRefreshes.refreshedAt })
          .from(reportRefreshes)
          .where(eq(reportRefreshes.eventId, access.event.id));
        return {
          tabs: [...viewer.tabs],
          lastUpdatedAt: refresh?.refreshedAt.toISOString() ?? null,
        };
      },
    );

    app.post(
      ANALYTICS_API.embedUrlRoute,
      {
        config: {
          access: eventAccess(ANALYTICS_REQUIREMENT, { isQuery: true, boothRoute: true }),
        },
        schema: {
          tags,
          params: EventParamsSchema,
          body: EmbedUrlRequestSchema,
          response: { 200: EmbedUrlSchema, ...errorResponses },
        },
      },
      async (request) => {
        const access = grantedAccess(request);
        const { dashboard, boothOwner, variant } = request.body;
        const decision = allowed(
          decideEmbed(await loadViewer(db, access), { dashboard, boothOwner, variant }),
        );
        return embedUrl(request, {
          eventId: access.event.id,
          dashboard,
          boothOwner: decision.boothOwner,
          boothIds: decision.boothIds,
          filters: {},
          variant,
        });
      },
    );

    app.post(
      ANALYTICS_API.drillDownUrlRoute,
      {
        config: {
          access: eventAccess(ANALYTICS_REQUIREMENT, { isQuery: true, boothRoute: true }),
        },
        schema: {
          tags,
          params: EventParamsSchema,
          body: DrillDownUrlRequestSchema,
          response: { 200: EmbedUrlSchema, ...errorResponses },
        },
      },
      async (request) => {
        const access = grantedAccess(request);
        const { dashboardId, filters, variant } = request.body;
        if (!filters[DRILL_DOWN_FILTER]) throw badField(`filters.${DRILL_DOWN_FILTER}`, 'Required');
        const decision = allowed(
          decideDrillDown(await loadViewer(db, access), { dashboardId, variant }),
        );
        return embedUrl(request, {
          eventId: access.event.id,
          dashboard: dashboardId,
          boothOwner: decision.boothOwner,
          boothIds: decision.boothIds,
          filters,
          variant,
        });
      },
    );

    app.get(
      ANALYTICS_API.embedDashboardData,
      {
        config: { access: embedTokenAccess(embedToken.verify) },
        schema: {
          tags,
          headers: BearerHeadersSchema,
          querystring: DashboardDataQuerySchema,
          response: { 200: DashboardDataSchema, ...errorResponses },
        },
      },
      async (request) => {
        const claims = embedToken.claimsOf(request);
        const { eventId } = request.query;
        if (eventId !== undefined && eventId !== claims.eventId) throw embedTokenInvalid();
        return loadDashboardData(db, claims);
      },
    );
  };
