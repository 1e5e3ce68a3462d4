import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import {
  registrationFlows,
  registrationFormFields,
  registrations,
  ticketTypes,
} from '../db/schema';
import { registrationTickets, ticketUsageCounts } from '../approvals/schema';
import { registrationFlowFields } from '../registration-form/schema';
import { buildCustomGroupsFixture } from '../custom-groups/custom-groups-fixture';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { login, sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import {
  CreateRegistrationResponseSchema,
  REGISTRATION_API,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
} from '@console/people-contract';
import { ANSWER_ERRORS } from './answers';
import { REGISTRATION_ERRORS } from './create';
import { TICKET_ERRORS } from './tickets';

describeApi('registrations', buildCustomGroupsFixture, (s) => {
  const post = async (body: object, user: FixtureUser = 'owner', eventId = s.fx.main.id) =>
    s.app.inject({
      method: 'POST',
      url: `/api${REGISTRATION_API.create(eventId)}`,
      headers: sessionHeaders(await login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD), true),
      payload: body,
    });
  const valid = () => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@test.dev',
    flowId: s.fx.flows.f1.id,
    ticketTypeId: s.fx.tickets.t2.id,
    role: 'SPEAKER',
    customField: {
      company: 'Navy',
      companySize: 12,
      country: 'US',
      interests: ['ai', 'data', 'ai'],
      newsletter: false,
      arrival: '2030-01-01T07:00:00+01:00',
    },
  });

  it('registers someone as REGISTERED with answers stored by kind', async () => {
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    const { registrationId } = CreateRegistrationResponseSchema.parse(response.json());
    const [row] = await s.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(row).toMatchObject({
      status: 'REGISTERED',
      role: 'SPEAKER',
      eventId: s.fx.main.id,
      ticketTypeId: s.fx.tickets.t2.id,
    });
    expect(row?.customField).toEqual({
      company: { kind: 'text', value: 'Navy' },
      companySize: { kind: 'number', value: 12 },
      country: { kind: 'options', options: [{ label: 'US', value: 'US' }] },
      interests: {
        kind: 'options',
        options: [
          { label: 'AI', value: 'ai' },
          { label: 'DATA', value: 'data' },
        ],
      },
      newsletter: { kind: 'boolean', value: false },
      arrival: { kind: 'date', value: '2030-01-01T06:00:00.000Z' },
    });
    const noTicket = await post({
      ...valid(),
      email: 'noticket@test.dev',
      ticketTypeId: null,
      customField: undefined,
    });
    expect(noTicket.statusCode).toBe(201);
  });

  it('refuses what is not the event’s, and answers that do not fit the form: 400 naming it', async () => {
    const [otherFlow] = await s.db
      .insert(registrationFlows)
      .values({ eventId: s.fx.second.id, name: 'Other' })
      .returning();
    const answers = (customField: object) => ({ ...valid(), customField });
    const cases: [object, string, string][] = [
      [{ ...valid(), flowId: otherFlow?.id ?? 0 }, 'flowId', REGISTRATION_ERRORS.flow],
      [{ ...valid(), ticketTypeId: 999_999 }, 'ticketTypeId', TICKET_ERRORS.ticketType],
      [answers({ nope: 'x' }), 'customField.nope', ANSWER_ERRORS.unknownField],
      [answers({ companySize: '12' }), 'customField.companySize', ANSWER_ERRORS.number],
      [answers({ company: 3 }), 'customField.company', ANSWER_ERRORS.text],
      [answers({ country: 'XX' }), 'customField.country', ANSWER_ERRORS.choice],
      [answers({ interests: ['ai', 'golf'] }), 'customField.interests', ANSWER_ERRORS.choices],
      [answers({ newsletter: 'yes' }), 'customField.newsletter', ANSWER_ERRORS.boolean],
      [answers({ arrival: 'soon' }), 'customField.arrival', ANSWER_ERRORS.date],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(body);
      expect({ field, status: response.statusCode, body: response.json() }).toEqual({
        field,
        status: 400,
        body: { code: ERROR_CODES.invalidInput, field, message: `${field}: ${message}` },
      });
    }
    for (const [body, field] of [
      [{ ...valid(), email: 'not-an-email' }, 'email'],
      [{ ...valid(), role: 'KING' }, 'role'],
      [{ ...valid(), firstName: 'a\u0000b' }, 'firstName'],
      [{ ...valid(), flowId: 99_999_999_999 }, 'flowId'],
    ] as const) {
      const response = await post(body);
      expect({ field, status: response.statusCode, got: response.json().field }).toEqual({
        field,
        status: 400,
        got: field,
      });
    }
  });

  it('refuses a Sponsor on a webinar (its roles have none)', async () => {
    const [flow] = await s.db
      .insert(registrationFlows)
      .values({ eventId: s.fx.second.id, name: 'Webinar flow' })
      .returning();
    const body = {
      ...valid(),
      flowId: flow?.id ?? 0,
      ticketTypeId: null,
      customField: {},
      role: 'SPONSOR',
    };
    const response = await post(body, 'owner', s.fx.second.id);
    expect(response.json().field).toBe('role');
    expect((await post({ ...body, role: 'ATTENDEE' }, 'owner', s.fx.second.id)).statusCode).toBe(
      201,
    );
  });

  it('needs the attendees permission, and a writable event', async () => {
    expect((await post(valid(), 'inviter')).statusCode).toBe(403);
    const readOnly = await post(valid(), 'owner', s.fx.canceled.id);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe(ERROR_CODES.readOnly);
  });
});

describeApi('registrations with tickets and required answers', buildCustomGroupsFixture, (s) => {
  const post = async (body: object, eventId = s.fx.main.id) =>
    s.app.inject({
      method: 'POST',
      url: `/api${REGISTRATION_API.create(eventId)}`,
      headers: sessionHeaders(await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD), true),
      payload: body,
    });
  let seq = 0;
  const person = (over: object = {}) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${(seq += 1)}@test.dev`,
    flowId: s.fx.flows.f1.id,
    role: 'ATTENDEE',
    ...over,
  });
  const created = async (body: object) => {
    const response = await post(body);
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
    return CreateRegistrationResponseSchema.parse(response.json()).registrationId;
  };
  const linesOf = async (registrationId: number) =>
    s.db
      .select({
        ticketTypeId: registrationTickets.ticketTypeId,
        count: registrationTickets.count,
        registered: registrationTickets.registered,
      })
      .from(registrationTickets)
      .where(eq(registrationTickets.registrationId, registrationId))
      .orderBy(registrationTickets.ticketTypeId);
  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });
  const bad = (field: string, message: string) => ({
    status: 400,
    body: { code: ERROR_CODES.invalidInput, field, message: `${field}: ${message}` },
  });

  it('registers tickets as lines of their types, the smallest type on the row, counted as registered', async () => {
    const { t1, t3 } = s.fx.tickets;
    const id = await created(
      person({
        tickets: [
          { ticketTypeId: t3.id, count: 2 },
          { ticketTypeId: t1.id, count: 1 },
        ],
      }),
    );
    expect(await linesOf(id)).toEqual([
      { ticketTypeId: t1.id, count: 1, registered: true },
      { ticketTypeId: t3.id, count: 2, registered: true },
    ]);
    const [row] = await s.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({
      ticketTypeId: Math.min(t1.id, t3.id),
      attendeeCount: 3,
      requestedTicketTypeIds: [t1.id, t3.id].sort((a, b) => a - b),
    });
    // The earlier single ticket is one ticket of that type.
    const single = await created(person({ ticketTypeId: s.fx.tickets.t2.id }));
    expect(await linesOf(single)).toEqual([
      { ticketTypeId: s.fx.tickets.t2.id, count: 1, registered: true },
    ]);
    const none = await created(person({ tickets: [] }));
    expect(await linesOf(none)).toEqual([]);
  });

  it('refuses another event’s ticket type, a type twice, both forms at once and a count out of range', async () => {
    const [other] = await s.db
      .insert(ticketTypes)
      .values({ eventId: s.fx.second.id, name: 'Elsewhere' })
      .returning();
    const { t1, t2 } = s.fx.tickets;
    const line = (ticketTypeId: number, count = 1) => ({ ticketTypeId, count });
    const before = await s.db.select({ id: registrations.id }).from(registrations);
    const cases: [object, ReturnType<typeof bad>][] = [
      [
        person({ tickets: [line(t1.id), line(other?.id ?? 0)] }),
        bad('tickets.1.ticketTypeId', TICKET_ERRORS.ticketType),
      ],
      [
        person({ tickets: [line(t1.id), line(t2.id), line(t1.id, 2)] }),
        bad('tickets.2.ticketTypeId', REGISTRATION_MESSAGES.ticketListedTwice),
      ],
      [
        person({ tickets: [line(t1.id)], ticketTypeId: t2.id }),
        bad('ticketTypeId', REGISTRATION_MESSAGES.ticketsOrTicketTypeId),
      ],
    ];
    for (const [body, expected] of cases) expect(refusal(await post(body))).toEqual(expected);
    for (const count of [0, REGISTRATION_LIMITS.ticketCountMax + 1]) {
      const response = await post(person({ tickets: [line(t1.id, count)] }));
      expect({ status: response.statusCode, field: response.json().field }).toEqual({
        status: 400,
        field: 'tickets.0.count',
      });
    }
    expect(await s.db.select({ id: registrations.id }).from(registrations)).toHaveLength(
      before.length,
    );
  });

  it('refuses more tickets than are left: 409 SOLD_OUT, nothing written', async () => {
    const { t2 } = s.fx.tickets;
    const [usage] = await s.db
      .select()
      .from(ticketUsageCounts)
      .where(eq(ticketUsageCounts.ticketTypeId, t2.id));
    const used = usage?.used ?? 0;
    await s.db
      .update(ticketTypes)
      .set({ quantity: used + 2 })
      .where(eq(ticketTypes.id, t2.id));
    const response = await post(person({ tickets: [{ ticketTypeId: t2.id, count: 3 }] }));
    expect(refusal(response)).toEqual({
      status: 409,
      body: {
        code: 'SOLD_OUT',
        message: 'Not enough tickets available: T2 (2 left, 3 requested).',
      },
    });
    await created(person({ tickets: [{ ticketTypeId: t2.id, count: 2 }] }));
    const [after] = await s.db
      .select()
      .from(ticketUsageCounts)
      .where(eq(ticketUsageCounts.ticketTypeId, t2.id));
    expect(after?.used).toBe(used + 2);
    await s.db.update(ticketTypes).set({ quantity: 100 }).where(eq(ticketTypes.id, t2.id));
  });

  it('enforces the fields the chosen flow requires, naming the first one missing', async () => {
    const { f1, f2 } = s.fx.flows;
    const [passport] = await s.db
      .insert(registrationFormFields)
      .values({
        eventId: s.fx.main.id,
        label: '<b>Passport</b> number',
        fieldName: 'passport',
        type: 'STRING',
        required: true,
        position: 20,
      })
      .returning();
    if (!passport) throw new Error('field missing');
    await s.db.insert(registrationFlowFields).values({ flowId: f2.id, fieldId: passport.id });
    const required = REGISTRATION_MESSAGES.answerRequired('Passport number');
    for (const customField of [{}, { passport: '   ' }])
      expect(refusal(await post(person({ flowId: f2.id, customField })))).toEqual(
        bad('customField.passport', required),
      );
    await created(person({ flowId: f1.id }));
    await created(person({ flowId: f2.id, customField: { passport: 'X123' } }));
    // A field not asked in the flow may still be answered: the answers fit the event's form.
    await created(person({ flowId: f1.id, customField: { passport: 'Y456' } }));
  });

  it('refuses an email another registration of the event already has: 409 naming it', async () => {
    for (const email of ['r1@test.dev', 'R1@TEST.DEV']) {
      const response = await post(person({ email }));
      expect(refusal(response)).toEqual({
        status: 409,
        body: {
          code: ERROR_CODES.conflict,
          field: 'email',
          message: REGISTRATION_MESSAGES.emailTaken(email),
        },
      });
    }
    // Stored in mixed case, taken in any case.
    expect((await post(person({ email: 'Stored.Mixed@Test.dev' }))).statusCode).toBe(201);
    for (const email of ['stored.mixed@test.dev', 'STORED.MIXED@TEST.DEV'])
      expect(refusal(await post(person({ email })))).toMatchObject({ status: 409 });
    const [webinarFlow] = await s.db
      .insert(registrationFlows)
      .values({ eventId: s.fx.second.id, name: 'Webinar' })
      .returning();
    const elsewhere = await post(
      person({ email: 'r1@test.dev', flowId: webinarFlow?.id }),
      s.fx.second.id,
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});
