import { before, it } from 'node:test';
import { expect } from 'expect';
import { and, eq } from 'drizzle-orm';
import {
  IntegrationListSchema,
  IntegrationSchema,
  REVENUE_DASHBOARD_SYNC_CONFIG_ID,
} from '@console/shared/contract';
import { INTEGRATIONS_API } from '@console/integrations-contract';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { entriesOf } from '../activity-log/testing';
import { freshEvent } from '../testing/fresh-event';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { effectiveStatus } from './effective-status';
import { withSyncPermission } from './event-integration-update';
import { integrations, organizationIntegrations } from './schema';

describeApi('event integrations', buildFixture, (s) => {
  let owner: TestSession;
  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const patch = (eventId: number, type: string, payload: unknown, session: TestSession = owner) =>
    s.app.inject({
      method: 'PATCH',
      url: `/api${INTEGRATIONS_API.eventIntegration(eventId, type)}`,
      payload: payload as object,
      headers: sessionHeaders(session, true),
    });
  const setOrganizationStatus = async (type: string, status: 'ENABLE' | 'DISABLE') => {
    await s.db
      .insert(organizationIntegrations)
      .values({ organizationId: s.fx.org.id, integrationType: type, status })
      .onConflictDoUpdate({
        target: [organizationIntegrations.organizationId, organizationIntegrations.integrationType],
        set: { status },
      });
  };
  const context = async (eventId: number) =>
    (await get(s.app, `/api/events/${eventId}/context`, owner)).json() as {
      hasEnabledIntegration: boolean;
    };
  const listed = async (eventId: number) =>
    IntegrationListSchema.parse(
      (await get(s.app, `/api${INTEGRATIONS_API.eventList(eventId)}`, owner)).json(),
    ).integrations;

  it('is ENABLE only when both the event row and the organization integration are', () => {
    expect(effectiveStatus('ENABLE', 'ENABLE')).toBe('ENABLE');
    expect(effectiveStatus('ENABLE', 'DISABLE')).toBe('DISABLE');
    expect(effectiveStatus('ENABLE', null)).toBe('DISABLE');
    expect(effectiveStatus('DISABLE', 'ENABLE')).toBe('DISABLE');
  });

  it('sets the sync permission config value, replacing it or adding it, keeping the others', () => {
    const other = { externalId: 'SALESFORCE_INSTANCE', value: 'x' };
    const permission = (value: string) => ({ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value });
    expect(withSyncPermission([other], true)).toEqual([other, permission('true')]);
    expect(withSyncPermission([permission('true'), other], false)).toEqual([
      other,
      permission('false'),
    ]);
  });

  it('lists, and hasEnabledIntegration (the sidebar entry) follows, the organization status', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Follows the organization' });
    await s.db
      .insert(integrations)
      .values({ eventId: event.id, integrationType: 'MARKETO', solutionStatus: 'ENABLE' });
    expect((await listed(event.id))[0]?.solutionStatus).toBe('DISABLE');
    expect((await context(event.id)).hasEnabledIntegration).toBe(false);

    await setOrganizationStatus('MARKETO', 'ENABLE');
    expect((await listed(event.id))[0]?.solutionStatus).toBe('ENABLE');
    expect((await context(event.id)).hasEnabledIntegration).toBe(true);

    await setOrganizationStatus('MARKETO', 'DISABLE');
    expect((await listed(event.id))[0]?.solutionStatus).toBe('DISABLE');
    expect((await context(event.id)).hasEnabledIntegration).toBe(false);
  });

  it('turns the event integration off and on and permits the revenue data sync', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Patched' });
    await setOrganizationStatus('HUBSPOT', 'ENABLE');
    await s.db.insert(integrations).values({
      eventId: event.id,
      integrationType: 'HUBSPOT',
      solutionStatus: 'ENABLE',
      configValues: [{ externalId: 'PORTAL', value: '42' }],
    });

    const off = await patch(event.id, 'HUBSPOT', { solutionStatus: 'DISABLE' });
    expect(off.statusCode).toBe(200);
    expect(IntegrationSchema.parse(off.json()).solutionStatus).toBe('DISABLE');
    // Off for the event only: its Integrations page, where the switch is, stays in the menu.
    expect((await context(event.id)).hasEnabledIntegration).toBe(true);

    const on = await patch(event.id, 'HUBSPOT', {
      solutionStatus: 'ENABLE',
      revenueDataSync: true,
    });
    expect(on.json()).toMatchObject({
      integrationType: 'HUBSPOT',
      solutionStatus: 'ENABLE',
      configValue: {
        configValues: [
          { externalId: 'PORTAL', value: '42' },
          { externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'true' },
        ],
      },
    });
    const notPermitted = await patch(event.id, 'HUBSPOT', { revenueDataSync: false });
    expect(notPermitted.json().configValue.configValues).toEqual([
      { externalId: 'PORTAL', value: '42' },
      { externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'false' },
    ]);
    const [stored] = await s.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.eventId, event.id), eq(integrations.integrationType, 'HUBSPOT')));
    expect(stored?.solutionStatus).toBe('ENABLE');

    // On for the event, but the organization turned it off: the answer says so.
    await setOrganizationStatus('HUBSPOT', 'DISABLE');
    expect(
      (await patch(event.id, 'HUBSPOT', { solutionStatus: 'ENABLE' })).json().solutionStatus,
    ).toBe('DISABLE');
  });

  it('logs each change of an event integration (changed values, no config value), none for a refused or empty one', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Integrations log' });
    await s.db.insert(integrations).values({
      eventId: event.id,
      integrationType: 'SALESFORCE',
      solutionStatus: 'ENABLE',
      configValues: [{ externalId: 'TOKEN', value: 'never-logged' }],
    });
    expect((await patch(event.id, 'ZAPIER', { solutionStatus: 'DISABLE' })).statusCode).toBe(404);
    const change = { solutionStatus: 'DISABLE', revenueDataSync: true };
    expect((await patch(event.id, 'SALESFORCE', change)).statusCode).toBe(200);
    expect((await patch(event.id, 'SALESFORCE', change)).statusCode).toBe(200);
    const entries = await entriesOf(s.db, event.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: s.fx.userId('owner'),
        actorName: `Test ${FIXTURE_USERS.owner}`,
        area: 'INTEGRATIONS',
        action: 'integration.changed',
        targetType: 'integration',
        targetId: 'SALESFORCE',
        targetLabel: 'Salesforce',
        summary: 'Changed the Salesforce integration',
        before: { solutionStatus: 'ENABLE', revenueDataSync: false },
        after: { solutionStatus: 'DISABLE', revenueDataSync: true },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('never-logged');
  });

  it('answers 404 for a type the event does not use, 400 for a bad type or body, 403 without the permission or read-only', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Refusals' });
    await s.db
      .insert(integrations)
      .values({ eventId: event.id, integrationType: 'SALESFORCE', solutionStatus: 'ENABLE' });
    const missing = await patch(event.id, 'ZAPIER', { solutionStatus: 'ENABLE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Integration not found' });
    expect((await patch(event.id, 'SOMETHING', { solutionStatus: 'ENABLE' })).json()).toMatchObject(
      {
        field: 'integrationType',
      },
    );
    expect((await patch(event.id, 'SALESFORCE', { revenueDataSync: 'yes' })).json()).toMatchObject({
      field: 'revenueDataSync',
    });
    expect((await patch(event.id, 'SALESFORCE', {})).statusCode).toBe(400);
    const approver = await as('approver');
    expect(
      (await patch(event.id, 'SALESFORCE', { solutionStatus: 'DISABLE' }, approver)).statusCode,
    ).toBe(403);

    const { event: canceled } = await freshEvent(s.db, s.fx, {
      name: 'Canceled',
      status: 'CANCELED',
    });
    await s.db
      .insert(integrations)
      .values({ eventId: canceled.id, integrationType: 'SALESFORCE', solutionStatus: 'ENABLE' });
    const readOnly = await patch(canceled.id, 'SALESFORCE', { solutionStatus: 'DISABLE' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('READ_ONLY');
  });
});
