import { it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import {
  ANALYTICS_API,
  RevenueDashboardSchema,
  revenueScreenFor,
} from '@console/analytics-contract';
import {
  INTEGRATIONS_API,
  OrganizationIntegrationListSchema,
} from '@console/integrations-contract';
import { events } from '../db/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';

describeApi(
  'integrations demo data',
  nothingToPrepare,
  (s) => {
    const organizer = () =>
      login(s.app, demoLogin('organizer').email, demoLogin('organizer').password);

    it('connects the organization to the demo CRM: Salesforce and HubSpot on, Marketo off, no token sent', async () => {
      const response = await get(
        s.app,
        `/api${INTEGRATIONS_API.organizationList}`,
        await organizer(),
      );
      const { integrations } = OrganizationIntegrationListSchema.parse(response.json());
      expect(
        integrations.map((i) => [i.integrationType, i.status, i.connection.hasApiToken]),
      ).toEqual([
        ['SALESFORCE', 'ENABLE', true],
        ['HUBSPOT', 'ENABLE', true],
        ['MARKETO', 'DISABLE', false],
        ['ZAPIER', 'DISABLE', false],
      ]);
      expect(integrations[0]?.connection.baseUrl).toBe(
        process.env.CRM_BASE_URL ?? 'http://127.0.0.1:3007',
      );
      expect(response.body).not.toContain('demo-crm-token');
    });

    it('gives an event per first revenue dashboard state: no data yet, integration off, sync approval needed', async () => {
      const session = await organizer();
      const screenOf = async (name: string) => {
        const [event] = await s.db.select().from(events).where(eq(events.name, name));
        if (!event) throw new Error(`${name} missing`);
        const response = await get(s.app, `/api${ANALYTICS_API.revenue(event.id)}`, session);
        return revenueScreenFor(RevenueDashboardSchema.parse(response.json()).integration);
      };
      expect(await screenOf(MAIN_EVENT_NAME)).toBe('NO_DATA_SYNC_SCREEN');
      expect(await screenOf('Demo City Expo')).toBe('INTEGRATION_OFF_SCREEN');
      expect(await screenOf('Demo Hybrid Forum')).toBe('DATA_SYNC_OFF_SCREEN');
    });
  },
  { template: 'demo' },
);
