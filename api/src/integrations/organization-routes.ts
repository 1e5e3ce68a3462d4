/**
 * The organization's integrations (spec §2.8 /dashboard/integration/list, issue: enable, disable,
 * the CRM connection settings). Organization scope: the user acts for their own organization when
 * they hold EVENT_INTEGRATIONS_WRITE as an organizer of one of its events (organizationAccess).
 * A base URL the CRM address rule refuses is a 400 on the field, and nothing is saved.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INTEGRATIONS_API,
  IntegrationTypeParamsSchema,
  OrganizationIntegrationListSchema,
  OrganizationIntegrationSchema,
  UpdateOrganizationIntegrationSchema,
} from '@console/integrations-contract';
import type { Db } from '../db/client';
import { organizationAccess } from '../http/access';
import { currentAuth } from '../http/auth-hooks';
import { badField, errorResponses } from '../http/errors';
import { crmAddressRefusal } from './crm-address-check';
import type { CrmAddressRule } from './crm-address-rule';
import { INTEGRATIONS_REQUIREMENT } from './permission';
import {
  listOrganizationIntegrations,
  updateOrganizationIntegration,
} from './organization-integrations';

export const organizationIntegrationRoutes =
  (db: Db, crmAddressRule: CrmAddressRule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      INTEGRATIONS_API.organizationList,
      {
        config: { access: organizationAccess(INTEGRATIONS_REQUIREMENT) },
        schema: {
          tags: ['integrations'],
          response: { 200: OrganizationIntegrationListSchema, ...errorResponses },
        },
      },
      async (request) => ({
        integrations: await listOrganizationIntegrations(
          db,
          currentAuth(request).user.organizationId,
        ),
      }),
    );

    app.patch(
      INTEGRATIONS_API.organizationIntegrationRoute,
      {
        config: { access: organizationAccess(INTEGRATIONS_REQUIREMENT) },
        schema: {
          tags: ['integrations'],
          params: IntegrationTypeParamsSchema,
          body: UpdateOrganizationIntegrationSchema,
          response: { 200: OrganizationIntegrationSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { baseUrl } = request.body;
        const refusal =
          baseUrl === undefined ? null : await crmAddressRefusal(crmAddressRule, baseUrl);
        if (refusal) throw badField('baseUrl', refusal);
        return updateOrganizationIntegration(
          db,
          currentAuth(request).user.organizationId,
          request.params.integrationType,
          request.body,
        );
      },
    );
  };
