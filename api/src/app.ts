/** The Fastify application: plugins, error handling, auth hooks and every route under /api. */
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACT_VERSION } from '@console/shared/contract';
import { defaultAnalyticsConfig, type AnalyticsConfig } from './analytics/config';
import { registerAnalyticsChores } from './analytics/refresh-chore';
import { registerKeptAudienceChores } from './audience-read/snapshot-chore';
import { registerDerivedDataChore } from './derived-data/chore';
import { analyticsRoutes } from './analytics/routes';
import { eventDashboardRoutes } from './event-dashboard/routes';
import { reportDownloadRoutes } from './analytics/downloads-routes';
import { registerApprovalJobs } from './approvals/jobs';
import { approvalRoutes } from './approvals/routes';
import { ticketingRoutes } from './ticketing/routes';
import { abandonedRegistrationRoutes } from './abandoned-registrations/routes';
import { accessControlRoutes } from './access-control/routes';
import { activityLogRoutes } from './activity-log/routes';
import { venueSettingsRoutes } from './venue-settings/routes';
import { communicationRoutes } from './communication/routes';
import { audienceRoutes } from './audiences/routes';
import { customGroupsRoutes } from './custom-groups/routes';
import { sessionRoutes } from './sessions/routes';
import { scheduleRoutes } from './schedule/routes';
import { authRoutes } from './auth/routes';
import type { Db } from './db/client';
import { eventRoutes } from './events/routes';
import { registerAuthHooks } from './http/auth-hooks';
import { rejectMalformedPaths, serverErrorOptions } from '../../scripts/http-errors.mjs';
import { registerErrorHandling } from './http/errors';
import { answeredSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { registerCompression } from './http/compression';
import { enforceAccess, publicAccess } from './http/access';
import { registerAuthChores } from './auth/chores';
import { registerEmailChores } from './email/chores';
import { emailRoutes } from './email/routes';
import type { SmtpSettings } from './email/transport';
import { integrationRoutes } from './integrations/routes';
import { organizationIntegrationRoutes } from './integrations/organization-routes';
import { defaultCrmAddressRule, type CrmAddressRule } from './integrations/crm-address-rule';
import { makeRequireOrganizationPermission } from './http/organization-permissions';
import { revenueDashboardRoutes } from './revenue-dashboard/routes';
import { registerRevenueDashboardJobs } from './revenue-dashboard/sync-job';
import { registerInviteListJobs } from './invite-lists/import-job';
import { inviteListRoutes } from './invite-lists/routes';
import { DEFAULT_UPLOAD_POLICY, type UploadPolicy } from './invite-lists/upload-policy';
import { registrationRoutes } from './registrations/routes';
import { registrationFormRoutes } from './registration-form/routes';
import { makeRequireEventPermission } from './http/permissions';
import { JobRegistry } from './jobs/registry';
import { jobRoutes } from './jobs/routes';

export interface AppOptions {
  db: Db;
  /** Fastify logger option; off by default (tests), main.ts turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** Mark the session cookie Secure and send HSTS (served over HTTPS; SECURE_COOKIES=true). */
  secureCookies?: boolean;
  /**
   * The proxies (addresses or CIDR ranges, comma separated) whose X-Forwarded-For gives the client
   * address (login throttling, the sessions list); none by default: the peer is the client. The
   * start command names its shell server, which proxies /api (main.ts: TRUST_PROXY).
   */
  trustProxy?: string;
  /** The log-in throttle's clock; the real time by default (tests move it). */
  now?: () => Date;
  /** Whether an SMTP transport delivers the outbox (main.ts: SMTP_URL); shown on the outbox page. */
  emailDelivery?: boolean;
  /** The job kinds the job endpoint serves; the features' by default (main.ts shares one with the worker). */
  jobRegistry?: JobRegistry;
  /** Embed tokens' secret, the analytics service's and the console's origins (main.ts: env); random secret and local defaults when absent. */
  analytics?: AnalyticsConfig;
  /** The CRM addresses the API may call (main.ts: CRM_ALLOWED_HOSTS); the demo CRM alone when absent. */
  crmAddressRule?: CrmAddressRule;
  /** Invite CSV uploads' retention and per-event cap (main.ts: UPLOAD_RETENTION_DAYS, UPLOAD_EVENT_STORAGE_MIB). */
  uploads?: UploadPolicy;
}

/** Every feature's job kinds and chores: the worker runs them, the job endpoint reads them. */
export function createFeatureJobRegistry({
  smtp = null,
  crmAddressRule = defaultCrmAddressRule(),
  uploads = DEFAULT_UPLOAD_POLICY,
}: {
  smtp?: SmtpSettings | null;
  crmAddressRule?: CrmAddressRule;
  uploads?: UploadPolicy;
} = {}): JobRegistry {
  const registry = new JobRegistry();
  registerApprovalJobs(registry);
  registerInviteListJobs(registry, uploads);
  registerRevenueDashboardJobs(registry, { crmAddressRule });
  registerAuthChores(registry);
  registerEmailChores(registry, smtp);
  registerAnalyticsChores(registry);
  registerKeptAudienceChores(registry);
  registerDerivedDataChore(registry);
  return registry;
}

const HealthResponseSchema = z.object({ status: z.literal('ok'), contractVersion: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: publicAccess },
      schema: { tags: ['health'], response: { 200: HealthResponseSchema } },
    },
    async () => ({
      status: 'ok' as const,
      contractVersion: CONTRACT_VERSION,
    }),
  );
};

export async function buildApp({
  db,
  logger = false,
  secureCookies = false,
  trustProxy,
  now,
  emailDelivery = false,
  analytics = defaultAnalyticsConfig(),
  crmAddressRule = defaultCrmAddressRule(),
  uploads = DEFAULT_UPLOAD_POLICY,
  jobRegistry = createFeatureJobRegistry({ crmAddressRule, uploads }),
}: AppOptions): Promise<FastifyInstance> {
  // Answers Node's parser or the router refuse never reach helmet's hooks: they carry the headers
  // of a real answer, read once the app is ready.
  let securityHeaders: Record<string, string> = {};
  const app = Fastify({
    logger,
    trustProxy: trustProxy ?? false,
    ...serverErrorOptions(() => securityHeaders),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const requireEventPermission = makeRequireEventPermission(db);
  app.addHook(
    'onRoute',
    enforceAccess(requireEventPermission, makeRequireOrganizationPermission(db)),
  );
  await registerSecurityHeaders(app, { https: secureCookies });
  // After helmet's hooks, so that these hooks' answers carry its headers too.
  registerErrorHandling(app);
  rejectMalformedPaths(app, () => securityHeaders);
  await app.register(fastifyCookie);
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Organizer Console API', version: CONTRACT_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const cookies = { secure: secureCookies };
  registerAuthHooks(app, db, cookies);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes(db, cookies, now));
      await api.register(eventRoutes(db));
      await api.register(audienceRoutes(db));
      await api.register(customGroupsRoutes(db));
      await api.register(registrationRoutes(db));
      await api.register(registrationFormRoutes(db));
      await api.register(sessionRoutes(db));
      await api.register(scheduleRoutes(db));
      await api.register(integrationRoutes(db));
      await api.register(organizationIntegrationRoutes(db, crmAddressRule));
      await api.register(revenueDashboardRoutes(db));
      await api.register(approvalRoutes(db));
      await api.register(ticketingRoutes(db));
      await api.register(inviteListRoutes(db, uploads));
      await api.register(abandonedRegistrationRoutes(db));
      await api.register(accessControlRoutes(db));
      await api.register(activityLogRoutes(db));
      await api.register(venueSettingsRoutes(db));
      await api.register(emailRoutes(db, { deliveryConfigured: emailDelivery }));
      await api.register(communicationRoutes(db));
      await api.register(jobRoutes(db, jobRegistry, requireEventPermission));
      await api.register(analyticsRoutes(db, analytics));
      await api.register(eventDashboardRoutes(db, jobRegistry));
      await api.register(reportDownloadRoutes(db));
    },
    { prefix: '/api' },
  );
  await app.ready();
  securityHeaders = await answeredSecurityHeaders(app);
  return app;
}
