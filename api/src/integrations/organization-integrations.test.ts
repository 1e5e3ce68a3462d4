import { before, it } from 'node:test';
import { expect } from 'expect';
import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  READ_PERMISSIONS,
  SUPPORTED_INTEGRATION_TYPES,
} from '@console/shared/contract';
import {
  INTEGRATIONS_API,
  OrganizationIntegrationListSchema,
  OrganizationIntegrationSchema,
} from '@console/integrations-contract';
import { hashPassword } from '../auth/password';
import { eventRoles, events, organizations, users } from '../db/schema';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { integrations, organizationIntegrations } from './schema';

const VIEWER = 'viewer@test.dev';
const OTHER_ORG_ORGANIZER = 'other-org@test.dev';

/** The fixture, a viewer (organizer with read permissions only) and an organizer of another organization. */
async function prepare(db: Parameters<typeof buildFixture>[0]) {
  const fx = await buildFixture(db);
  const [otherOrg] = await db.insert(organizations).values({ name: 'Other Org' }).returning();
  if (!otherOrg) throw new Error('organization missing');
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const [viewer, otherOrganizer] = await db
    .insert(users)
    .values([
      { organizationId: fx.org.id, email: VIEWER, firstName: 'V', lastName: 'V', passwordHash },
      {
        organizationId: otherOrg.id,
        email: OTHER_ORG_ORGANIZER,
        firstName: 'O',
        lastName: 'O',
        passwordHash,
      },
    ])
    .returning();
  if (!viewer || !otherOrganizer) throw new Error('users missing');
  await db.insert(eventRoles).values({
    eventId: fx.main.id,
    userId: viewer.id,
    role: 'ORGANIZER',
    permissions: [...READ_PERMISSIONS],
  });
  // An organizer holding the permission on an event of the Test Org, but a user of another organization.
  await db.insert(eventRoles).values({
    eventId: fx.second.id,
    userId: otherOrganizer.id,
    role: 'ORGANIZER',
    permissions: ['EVENT_INTEGRATIONS_WRITE'],
  });
  return { ...fx, otherOrg };
}

describeApi('organization integrations', prepare, (s) => {
  let owner: TestSession;
  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const patch = (type: string, payload: unknown, session: TestSession = owner) =>
    s.app.inject({
      method: 'PATCH',
      url: `/api${INTEGRATIONS_API.organizationIntegration(type)}`,
      payload: payload as object,
      headers: sessionHeaders(session, true),
    });
  const list = async (session: TestSession = owner) => {
    const response = await get(s.app, `/api${INTEGRATIONS_API.organizationList}`, session);
    expect(response.statusCode).toBe(200);
    return OrganizationIntegrationListSchema.parse(response.json()).integrations;
  };

  it('lists every supported type, DISABLE with an empty connection when the organization has none', async () => {
    const rows = await list();
    expect(rows.map((r) => r.integrationType)).toEqual([...SUPPORTED_INTEGRATION_TYPES]);
    expect(rows[0]).toEqual({
      integrationType: 'SALESFORCE',
      name: 'Salesforce',
      description: expect.any(String),
      status: 'DISABLE',
      connection: { baseUrl: null, hasApiToken: false, updatedAt: null },
      eventCount: 0,
      events: [],
    });
  });

  it('counts and names the events of the organization that use each type (not other organizations), each with its own switch', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Uses HubSpot' });
    const [foreign] = await s.db
      .insert(events)
      .values({
        organizationId: s.fx.otherOrg.id,
        name: 'Foreign',
        type: 'EVENT',
        eventFormat: 'VIRTUAL',
        status: 'PUBLISHED',
        tz: 'UTC',
        startDateTime: new Date('2030-01-01T09:00:00Z'),
        endDateTime: new Date('2030-01-01T17:00:00Z'),
      })
      .returning();
    if (!foreign) throw new Error('event missing');
    await s.db.insert(integrations).values([
      { eventId: event.id, integrationType: 'HUBSPOT', solutionStatus: 'ENABLE' },
      { eventId: s.fx.main.id, integrationType: 'HUBSPOT', solutionStatus: 'DISABLE' },
      { eventId: foreign.id, integrationType: 'HUBSPOT', solutionStatus: 'ENABLE' },
    ]);
    const hubspot = (await list()).find((r) => r.integrationType === 'HUBSPOT');
    expect(hubspot?.eventCount).toBe(2);
    const named = [
      { eventId: event.id, name: 'Uses HubSpot', type: 'EVENT', solutionStatus: 'ENABLE' },
      {
        eventId: s.fx.main.id,
        name: s.fx.main.name,
        type: s.fx.main.type,
        solutionStatus: 'DISABLE',
      },
    ].sort((a, b) => a.name.localeCompare(b.name));
    expect(hubspot?.events).toEqual(named);
    // A change answers the same, for the type changed.
    const changed = await patch('HUBSPOT', { status: 'ENABLE' });
    expect(OrganizationIntegrationSchema.parse(changed.json()).events).toEqual(named);
    await s.db.delete(integrations).where(eq(integrations.integrationType, 'HUBSPOT'));
    await s.db
      .delete(organizationIntegrations)
      .where(
        and(
          eq(organizationIntegrations.organizationId, s.fx.org.id),
          eq(organizationIntegrations.integrationType, 'HUBSPOT'),
        ),
      );
  });

  it('turns an integration on and sets its connection; the token is stored but never sent back', async () => {
    const saved = await patch('SALESFORCE', {
      status: 'ENABLE',
      baseUrl: 'https://crm.example.com',
      apiToken: 'secret-token-123',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('secret-token-123');
    expect(OrganizationIntegrationSchema.parse(saved.json())).toMatchObject({
      status: 'ENABLE',
      connection: { baseUrl: 'https://crm.example.com', hasApiToken: true },
    });
    const [stored] = await s.db
      .select()
      .from(organizationIntegrations)
      .where(eq(organizationIntegrations.organizationId, s.fx.org.id));
    expect(stored?.apiToken).toBe('secret-token-123');

    // Absent fields keep their value: turning it off keeps the connection and the token.
    const off = await patch('SALESFORCE', { status: 'DISABLE' });
    expect(off.json()).toMatchObject({
      status: 'DISABLE',
      connection: { baseUrl: 'https://crm.example.com', hasApiToken: true },
    });
    const listed = await get(s.app, `/api${INTEGRATIONS_API.organizationList}`, owner);
    expect(listed.body).not.toContain('secret-token-123');
    expect(listed.json().integrations[0]).toMatchObject({ status: 'DISABLE' });
  });

  it('refuses a bad base URL, an empty token, an unknown type and an empty change with a 400 naming the field', async () => {
    for (const baseUrl of ['not a url', 'ftp://crm.example.com', 'javascript:alert(1)']) {
      const response = await patch('SALESFORCE', { baseUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: ERROR_CODES.invalidInput,
        field: 'baseUrl',
        message: 'baseUrl: Enter a full URL starting with http:// or https://',
      });
    }
    expect((await patch('SALESFORCE', { apiToken: '' })).json()).toMatchObject({
      field: 'apiToken',
    });
    expect((await patch('SALESFORCE', { status: 'ON' })).json()).toMatchObject({ field: 'status' });
    expect((await patch('NOT_A_CRM', { status: 'ENABLE' })).json()).toMatchObject({
      field: 'integrationType',
    });
    expect((await patch('SALESFORCE', {})).statusCode).toBe(400);
  });

  it('is for organizers holding EVENT_INTEGRATIONS_WRITE in the organization: 403 for a viewer, a booth owner, a user without an organizer role; 401 without a session', async () => {
    const viewer = await login(s.app, VIEWER, FIXTURE_PASSWORD);
    for (const session of [
      viewer,
      await as('booth'),
      await as('approver'),
      await as('inviter'),
      await as('outsider'),
    ]) {
      const listed = await get(s.app, `/api${INTEGRATIONS_API.organizationList}`, session);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().code).toBe(ERROR_CODES.forbidden);
      expect((await patch('SALESFORCE', { status: 'ENABLE' }, session)).statusCode).toBe(403);
    }
    expect((await get(s.app, `/api${INTEGRATIONS_API.organizationList}`)).statusCode).toBe(401);
    // A user acts for their own organization only.
    const other = await login(s.app, OTHER_ORG_ORGANIZER, FIXTURE_PASSWORD);
    expect((await get(s.app, `/api${INTEGRATIONS_API.organizationList}`, other)).statusCode).toBe(
      403,
    );
  });

  it('refuses a write when the permission is held only on a canceled event (read-only), but lets it read', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Canceled one', status: 'CANCELED' });
    const inviter = await as('inviter');
    await s.db
      .update(eventRoles)
      .set({ role: 'ORGANIZER', permissions: ['EVENT_INTEGRATIONS_WRITE'] })
      .where(and(eq(eventRoles.eventId, event.id), eq(eventRoles.userId, s.fx.userId('inviter'))));
    expect((await get(s.app, `/api${INTEGRATIONS_API.organizationList}`, inviter)).statusCode).toBe(
      200,
    );
    expect((await patch('MARKETO', { status: 'ENABLE' }, inviter)).statusCode).toBe(403);
  });
});
