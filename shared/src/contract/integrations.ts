import { z } from '@console/shared/zod';

/** Integration kinds the console knows; the Integrations menu shows only for these (spec §2.2, §5). */
export const SUPPORTED_INTEGRATION_TYPES = ['SALESFORCE', 'HUBSPOT', 'MARKETO', 'ZAPIER'] as const;
export const IntegrationTypeSchema = z.enum(SUPPORTED_INTEGRATION_TYPES);
export type IntegrationType = z.infer<typeof IntegrationTypeSchema>;

export const SolutionStatusSchema = z.enum(['ENABLE', 'DISABLE']);

export const IntegrationSchema = z.object({
  integrationType: z.string(),
  solutionStatus: SolutionStatusSchema,
  configValue: z.object({
    configValues: z.array(z.object({ externalId: z.string(), value: z.string() })),
  }),
  revenueDashboardDataSyncAt: z.string().nullable(),
  revenueDashboardLastSyncObject: z.object({ value: z.string() }).nullable(),
});
export type Integration = z.infer<typeof IntegrationSchema>;
export const IntegrationListSchema = z.object({ integrations: z.array(IntegrationSchema) });

export function isSupportedEnabledIntegration(
  integration: Pick<Integration, 'integrationType' | 'solutionStatus'>,
): boolean {
  return (
    integration.solutionStatus === 'ENABLE' &&
    (SUPPORTED_INTEGRATION_TYPES as readonly string[]).includes(integration.integrationType)
  );
}

/** A flex event's portal (spec §2.2: one sidebar entry per enabled portal). */
export const PORTAL_TYPES = ['SPONSOR', 'SPEAKER', 'EXHIBITOR'] as const;
export const PortalSchema = z.object({
  portalId: z.number().int(),
  name: z.string(),
  portalType: z.enum(PORTAL_TYPES),
  isEnabled: z.boolean(),
});
export type Portal = z.infer<typeof PortalSchema>;

/** The config value (externalId) whose value 'true' permits the revenue dashboard data sync (spec §4.3). */
export const REVENUE_DASHBOARD_SYNC_CONFIG_ID = 'REVENUE_DASHBOARD_DATA_SYNC';
