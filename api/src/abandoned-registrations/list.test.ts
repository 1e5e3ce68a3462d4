import { before, it } from 'node:test';
import { expect } from 'expect';
import { registrationFormFields } from '../db/schema';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { planWithout } from '../testing/plans';
import { abandonedEvent } from './abandoned-fixture';
import { abandonedWhere } from './filter';
import { pageIdsQuery } from './queries';
import {
  ABANDONED_API,
  AbandonedDetailSchema,
  AbandonedFilterOptionsSchema,
  AbandonedListResponseSchema,
} from '@console/people-contract';

describeApi('abandoned registrations: list, filters and detail', buildFixture, (s) => {
  let owner: TestSession;
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  before(async () => {
    owner = await as('owner');
  });

  const list = async (eventId: number, query = '') => {
    const response = await get(s.app, `/api${ABANDONED_API.list(eventId)}?${query}`, owner);
    expect(response.statusCode).toBe(200);
    return AbandonedListResponseSchema.parse(response.json());
  };

  it('needs PEOPLE_ATTENDEES_WRITE: 401 without a session, 403 for booth and inviter, 200 for the approver', async () => {
    const { event } = await abandonedEvent(s.db, s.fx);
    const url = `/api${ABANDONED_API.list(event.id)}`;
    expect((await get(s.app, url)).statusCode).toBe(401);
    expect((await get(s.app, url, await as('booth'))).statusCode).toBe(403);
    expect((await get(s.app, url, await as('inviter'))).statusCode).toBe(403);
    expect((await get(s.app, url, await as('approver'))).statusCode).toBe(200);
  });

  it('lists newest first, 20 a page from page 1, with the total of the filter', async () => {
    const { event, tickets, add } = await abandonedEvent(s.db, s.fx);
    const first = await add({ firstName: 'Ada', step: 'Payment', tickets: [['vip', 2]] });
    for (let i = 0; i < 21; i += 1) await add();
    const page1 = await list(event.id);
    expect(page1.totalCount).toBe(22);
    expect(page1.items).toHaveLength(20);
    const times = page1.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await list(event.id, 'pageNo=2');
    expect(page2.items).toHaveLength(2);
    expect(page2.totalCount).toBe(22);
    expect(page2.items.at(-1)).toEqual({
      flowContextMetadataId: first.id,
      flowContextId: first.flowContextId,
      flowId: first.flowId,
      flowName: 'Public',
      firstName: 'Ada',
      lastName: first.lastName,
      emailId: first.email,
      abandonedStep: 'Payment',
      tickets: [{ name: tickets.vip.name, count: 2 }],
      createdAt: first.createdAt.toISOString(),
    });
    expect((await list(event.id, 'pageNo=1&pageSize=5')).items).toHaveLength(5);
    for (const bad of ['pageNo=0', 'pageSize=21', 'flowIds=0', 'emailId=%00'])
      expect(
        (await get(s.app, `/api${ABANDONED_API.list(event.id)}?${bad}`, owner)).statusCode,
      ).toBe(400);
  });

  it('searches the email as typed (case-insensitive, wildcards literal) and filters by flows and tickets', async () => {
    const { event, flows, tickets, add } = await abandonedEvent(s.db, s.fx);
    await add({ email: 'Ada.Lovelace@Math.dev', flow: 'a', tickets: [['ga', 1]] });
    await add({ email: 'alan_t@bletchley.uk', flow: 'b', tickets: [['vip', 1]] });
    await add({
      email: 'grace@navy.mil',
      flow: 'b',
      tickets: [
        ['ga', 1],
        ['vip', 1],
      ],
    });
    await add({ email: 'nobody@none.dev', flow: 'a' });
    const emails = async (query: string) =>
      (await list(event.id, query)).items.map((i) => i.emailId).sort();
    expect(await emails('emailId=MATH.DEV')).toEqual(['Ada.Lovelace@Math.dev']);
    expect(await emails('emailId=_t@')).toEqual(['alan_t@bletchley.uk']);
    expect(await emails('emailId=%25')).toEqual([]);
    expect(await emails(`flowIds=${flows.b.id}`)).toEqual([
      'alan_t@bletchley.uk',
      'grace@navy.mil',
    ]);
    expect(await emails(`flowIds=${flows.a.id}&flowIds=${flows.b.id}`)).toHaveLength(4);
    expect(await emails(`ticketTypeIds=${tickets.ga.id}`)).toEqual([
      'Ada.Lovelace@Math.dev',
      'grace@navy.mil',
    ]);
    expect(
      await emails(`ticketTypeIds=${tickets.vip.id}&flowIds=${flows.b.id}&emailId=grace`),
    ).toEqual(['grace@navy.mil']);
    expect((await list(event.id, `ticketTypeIds=${tickets.vip.id}`)).totalCount).toBe(2);
  });

  it("never lists another event's rows", async () => {
    const one = await abandonedEvent(s.db, s.fx);
    const two = await abandonedEvent(s.db, s.fx);
    await one.add({ email: 'only-one@test.dev' });
    await two.add({ email: 'only-two@test.dev' });
    expect((await list(one.event.id)).items.map((i) => i.emailId)).toEqual(['only-one@test.dev']);
    // Another event's flow as a filter matches nothing here.
    expect((await list(one.event.id, `flowIds=${two.flows.a.id}`)).totalCount).toBe(0);
  });

  it("answers the filters' options: the event's flows and ticket types", async () => {
    const { event, flows, tickets } = await abandonedEvent(s.db, s.fx);
    const response = await get(s.app, `/api${ABANDONED_API.filters(event.id)}`, owner);
    expect(AbandonedFilterOptionsSchema.parse(response.json())).toEqual({
      flows: [
        { flowId: flows.a.id, name: 'Public' },
        { flowId: flows.b.id, name: 'VIP' },
      ],
      ticketTypes: [
        { ticketTypeId: tickets.ga.id, name: 'General' },
        { ticketTypeId: tickets.vip.id, name: 'VIP Pass' },
      ],
    });
  });

  it('shows one registration by flow and flow context with its answers labelled, 404 otherwise', async () => {
    const { event, flows, add } = await abandonedEvent(s.db, s.fx);
    await s.db.insert(registrationFormFields).values([
      {
        eventId: event.id,
        label: '<b>Company</b> name',
        fieldName: 'company',
        type: 'STRING',
        position: 2,
      },
      { eventId: event.id, label: 'Diet', fieldName: 'diet', type: 'LIST', position: 1 },
    ]);
    const row = await add({
      flow: 'b',
      step: 'Custom questions',
      answers: {
        company: { kind: 'text', value: 'Acme' },
        diet: { kind: 'options', options: [{ label: 'Vegan', value: 'v' }] },
        newsletter: { kind: 'boolean', value: true },
      },
    });
    const url = (flowId: number, context: string) =>
      `/api${ABANDONED_API.detail(event.id, flowId, context)}`;
    const response = await get(s.app, url(flows.b.id, row.flowContextId), owner);
    expect(response.statusCode).toBe(200);
    const detail = AbandonedDetailSchema.parse(response.json());
    expect(detail.registration).toMatchObject({
      flowContextMetadataId: row.id,
      flowName: 'VIP',
      abandonedStep: 'Custom questions',
    });
    expect(detail.answers).toEqual([
      { fieldName: 'diet', label: 'Diet', value: 'Vegan' },
      { fieldName: 'company', label: 'Company name', value: 'Acme' },
      { fieldName: 'newsletter', label: 'newsletter', value: 'Yes' },
    ]);
    expect(detail).toMatchObject({ remindersSent: 0, lastRemindedAt: null });
    expect((await get(s.app, url(flows.a.id, row.flowContextId), owner)).statusCode).toBe(404);
    expect((await get(s.app, url(flows.b.id, 'no-such-context'), owner)).statusCode).toBe(404);
    const other = await abandonedEvent(s.db, s.fx);
    const elsewhere = `/api${ABANDONED_API.detail(other.event.id, flows.b.id, row.flowContextId)}`;
    expect((await get(s.app, elsewhere, owner)).statusCode).toBe(404);
  });

  it('reads a page, of the event or of one flow, in index order (never sorting the rows)', async () => {
    const { event, flows } = await abandonedEvent(s.db, s.fx);
    for (const filter of [{}, { flowIds: [flows.a.id] }]) {
      const query = pageIdsQuery(s.db, abandonedWhere(event.id, filter), { limit: 20, offset: 20 });
      const text = await planWithout(s.db, ['sort'], query);
      expect({ filter, sorts: /\bSort\b/.test(text) }).toEqual({ filter, sorts: false });
    }
  });
});
