import { after as afterAll, before as beforeAll, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { AudienceListResponseSchema, READ_PERMISSIONS } from '@console/shared/contract';
import { buildApp } from '../app';
import type { DbHandle } from '../db/client';
import { events, registrations } from '../db/schema';
import { testDatabases } from '../testing/databases';
import { get, login } from '../testing/http';
import { seedDemo, MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';


for (const database of testDatabases()) {
  describe(`demo seed (${database.name})`, () => {
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await database.open();
    expect(await seedDemo(handle.db)).toBe(true);
    app = await buildApp({ db: handle.db });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('is idempotent', async () => {
    expect(await seedDemo(handle.db)).toBe(false);
  });

  it('gives the virtual event >= 5,000 registrants and the groups endpoint answers', async () => {
    const [main] = await handle.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
    if (!main) throw new Error('main event missing');
    expect(main).toMatchObject({ type: 'EVENT', eventFormat: 'VIRTUAL' });
    const [row] = await handle.db.select({ n: count() }).from(registrations).where(and(eq(registrations.eventId, main.id)));
    expect(row?.n).toBeGreaterThanOrEqual(5000);

    const organizer = demoLogin('organizer');
    const session = await login(app, organizer.email, organizer.password);
    const response = await get(app, `/api/events/${main.id}/audience-groups`, session);
    expect(response.statusCode).toBe(200);
    const body = AudienceListResponseSchema.parse(response.json());
    expect(body.roleBasedGroupList).toHaveLength(5);
    expect(body.flowGroupList).toHaveLength(2);
    expect(body.ticketBasedGroupList).toHaveLength(4);
    expect(body.customGroupList.length).toBeGreaterThan(0);
    expect(body.invitedGroupList.length).toBeGreaterThan(0);
    const registered = body.joinedBasedGroupList.reduce((sum, g) => sum + g.noOfAudiences, 0);
    expect(body.roleBasedGroupList.reduce((sum, g) => sum + g.noOfAudiences, 0)).toBe(registered);
  });

  it('gives each demo login the access it is described with', async () => {
    const list = async (key: Parameters<typeof demoLogin>[0]) => {
      const l = demoLogin(key);
      return (await get(app, '/api/events', await login(app, l.email, l.password))).json().events as { eventId: number; name: string; role: string }[];
    };
    const all = await list('organizer');
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(await list('approver')).toEqual([expect.objectContaining({ name: MAIN_EVENT_NAME, role: 'ORGANIZER' })]);
    expect(await list('booth')).toEqual([expect.objectContaining({ name: MAIN_EVENT_NAME, role: 'SPONSOR' })]);
    const viewer = demoLogin('viewer');
    const session = await login(app, viewer.email, viewer.password);
    const mainId = all.find((e) => e.name === MAIN_EVENT_NAME)?.eventId;
    const context = (await get(app, `/api/events/${mainId}/context`, session)).json();
    expect(context.access.permissions).toEqual([...READ_PERMISSIONS]);
    expect((await get(app, `/api/events/${mainId}/audience-groups`, session)).statusCode).toBe(403);
  });
});
}
