/**
 * Saving the CRM connection (PATCH of the organization's integration) under the address rule:
 * refused addresses are a 400 naming the rule with nothing saved, hosts the operator lists are
 * allowed, and a base URL moved to another origin drops the stored token unless the same request
 * sets one, so a sync sends it nowhere new. The operator's setting and the DNS are the app's
 * options here (no real DNS).
 */
import { after, before, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { INTEGRATIONS_API, OrganizationIntegrationSchema } from '@console/integrations-contract';
import { ERROR_CODES, REVENUE_DASHBOARD_SYNC_CONFIG_ID } from '@console/shared/contract';
import { enqueueJob } from '../jobs/enqueue';
import { JobRegistry } from '../jobs/registry';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { SYNC_FAILURES } from '../revenue-dashboard/sync-failures';
import { registerRevenueDashboardJobs } from '../revenue-dashboard/sync-job';
import { REVENUE_SYNC_JOB_KIND } from '../revenue-dashboard/sync-payload';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import { startListener, type Listener } from '../testing/listener';
import { describeApi } from '../testing/suite';
import {
  crmAddressRefusedMessage,
  crmAddressRule,
  parseAllowedHosts,
  type ResolveHost,
} from './crm-address-rule';
import { integrations, organizationIntegrations } from './schema';

const DNS: Record<string, string> = {
  'crm.public.test': '93.184.216.34',
  'loopback.public.test': '127.0.0.1',
  'private.public.test': '10.20.30.40',
  'crm.internal': '10.1.1.1',
};
const resolve: ResolveHost = async (hostname) => {
  const address = DNS[hostname];
  if (!address) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
  return [{ address, family: 4 }];
};
/** The operator's list; a test adds its listeners' loopback ports to it. */
const allowedHosts = parseAllowedHosts('10.0.0.5:8443,crm.internal');
const rule = crmAddressRule(allowedHosts, resolve);

describeApi(
  'CRM connection address rule',
  buildFixture,
  (s) => {
    let owner: TestSession;
    const listeners: Listener[] = [];
    before(async () => {
      owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    });
    after(async () => {
      await Promise.all(listeners.map((listener) => listener.close()));
    });
    const patch = (payload: object) =>
      s.app.inject({
        method: 'PATCH',
        url: `/api${INTEGRATIONS_API.organizationIntegration('HUBSPOT')}`,
        payload,
        headers: sessionHeaders(owner, true),
      });
    const stored = async () =>
      (
        await s.db
          .select()
          .from(organizationIntegrations)
          .where(eq(organizationIntegrations.organizationId, s.fx.org.id))
      ).find((row) => row.integrationType === 'HUBSPOT');
    const saved = async (payload: object) => {
      const response = await patch(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 200 });
      return OrganizationIntegrationSchema.parse(response.json()).connection;
    };

    it('refuses loopback, private, link-local, metadata and names resolving inside: 400 naming the rule, nothing saved', async () => {
      await saved({ status: 'ENABLE', baseUrl: 'https://crm.public.test', apiToken: 'kept' });
      const before = await stored();
      const refused: [string, string][] = [
        ['http://127.0.0.1:4000/api/auth/me#', '127.0.0.1'],
        ['http://localhost:3007', 'localhost'],
        ['http://10.0.0.8/', '10.0.0.8'],
        ['https://10.0.0.5/', '10.0.0.5'],
        ['http://192.168.1.10:8080', '192.168.1.10'],
        ['http://172.16.0.1', '172.16.0.1'],
        ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
        ['http://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal'],
        ['http://[::1]:4000', '[::1]'],
        ['http://[fd00:ec2::254]/', '[fd00:ec2::254]'],
        ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
        ['http://2130706433:4000/', '127.0.0.1'],
        ['http://0.0.0.0:4000/', '0.0.0.0'],
        ['https://loopback.public.test', 'loopback.public.test'],
        ['https://private.public.test', 'private.public.test'],
      ];
      for (const [baseUrl, host] of refused) {
        const response = await patch({ baseUrl, apiToken: 'new-token' });
        expect({ baseUrl, status: response.statusCode, body: response.json() }).toEqual({
          baseUrl,
          status: 400,
          body: {
            code: ERROR_CODES.invalidInput,
            field: 'baseUrl',
            message: `baseUrl: ${crmAddressRefusedMessage(host)}`,
          },
        });
      }
      expect(crmAddressRefusedMessage('127.0.0.1')).toMatch(
        /loopback, private, link-local and cloud metadata addresses.*CRM_ALLOWED_HOSTS/,
      );
      expect(await stored()).toEqual(before);
    });

    it('allows the hosts the operator lists (on their port when one is given), public addresses and names not resolving yet', async () => {
      expect(await saved({ baseUrl: 'https://10.0.0.5:8443/crm' })).toMatchObject({
        baseUrl: 'https://10.0.0.5:8443/crm',
      });
      expect(await saved({ baseUrl: 'http://crm.internal:9000' })).toMatchObject({
        baseUrl: 'http://crm.internal:9000',
      });
      expect(await saved({ baseUrl: 'https://crm.public.test' })).toMatchObject({
        baseUrl: 'https://crm.public.test',
      });
      expect(await saved({ baseUrl: 'https://93.184.216.34' })).toMatchObject({
        baseUrl: 'https://93.184.216.34',
      });
      expect(await saved({ baseUrl: 'https://crm.not-resolving.test' })).toMatchObject({
        baseUrl: 'https://crm.not-resolving.test',
      });
      expect((await patch({ baseUrl: 'http://10.0.0.5:8080' })).statusCode).toBe(400);
    });

    it('drops the stored token when the base URL moves to another scheme, host or port; keeps it on the same origin or with a new token', async () => {
      const token = async () => (await stored())?.apiToken ?? null;
      await saved({ baseUrl: 'https://crm.public.test/v1', apiToken: 'token-1' });

      expect(await saved({ baseUrl: 'https://CRM.public.test:443/v2' })).toMatchObject({
        hasApiToken: true,
      });
      expect(await saved({ status: 'DISABLE' })).toMatchObject({ hasApiToken: true });
      expect(await token()).toBe('token-1');

      for (const moved of [
        'http://crm.public.test/v2',
        'http://crm.public.test:8080/v2',
        'http://crm.internal:8080/v2',
      ]) {
        await saved({ baseUrl: 'https://crm.public.test', apiToken: 'token-2' });
        expect({ moved, connection: await saved({ baseUrl: moved }) }).toMatchObject({
          moved,
          connection: { baseUrl: moved, hasApiToken: false },
        });
        expect(await token()).toBeNull();
      }

      expect(await saved({ baseUrl: 'https://93.184.216.34', apiToken: 'token-3' })).toMatchObject({
        baseUrl: 'https://93.184.216.34',
        hasApiToken: true,
      });
      expect(await token()).toBe('token-3');
    });

    it('drops a token saved before any base URL once one is set without a token', async () => {
      await s.db
        .update(organizationIntegrations)
        .set({ baseUrl: null, apiToken: 'orphan' })
        .where(eq(organizationIntegrations.organizationId, s.fx.org.id));
      expect(await saved({ baseUrl: 'https://crm.public.test' })).toMatchObject({
        hasApiToken: false,
      });
    });

    it('sends the token to the origin it was saved for only: after a move the new listener gets no Authorization header', async () => {
      const first = await startListener();
      const second = await startListener();
      listeners.push(first, second);
      allowedHosts.push(
        { hostname: '127.0.0.1', port: first.port },
        { hostname: '127.0.0.1', port: second.port },
      );
      const { event } = await freshEvent(s.db, s.fx, { name: 'Synced from HubSpot' });
      const [integration] = await s.db
        .insert(integrations)
        .values({
          eventId: event.id,
          integrationType: 'HUBSPOT',
          solutionStatus: 'ENABLE',
          configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'true' }],
        })
        .returning();
      if (!integration) throw new Error('integration missing');
      const registry = new JobRegistry();
      registerRevenueDashboardJobs(registry, { crmAddressRule: rule });
      const sync = async (key: string) => {
        const job = await enqueueJob(s.db, {
          kind: REVENUE_SYNC_JOB_KIND,
          eventId: event.id,
          idempotencyKey: key,
          payload: { integrationId: integration.id },
          total: 0,
          createdBy: s.fx.userId('owner'),
        });
        await runPendingJobs(s.db, registry);
        return (await s.db.select().from(jobs).where(eq(jobs.id, job.id)))[0];
      };

      await saved({ status: 'ENABLE', baseUrl: first.url, apiToken: 'first-token' });
      expect(await sync('first')).toMatchObject({ status: 'COMPLETED' });
      // A sync reads the deal pipelines, then the deals: both requests carry the saved token.
      expect(first.requests.map((r) => r.headers.authorization)).toEqual([
        'Bearer first-token',
        'Bearer first-token',
      ]);

      expect(await saved({ baseUrl: second.url })).toMatchObject({ hasApiToken: false });
      expect(await sync('second')).toMatchObject({
        status: 'FAILED',
        error: SYNC_FAILURES.notConnected,
      });
      expect(second.requests.filter((r) => r.headers.authorization !== undefined)).toEqual([]);
      expect(first.requests).toHaveLength(2);
    });
  },
  { app: { crmAddressRule: rule } },
);
