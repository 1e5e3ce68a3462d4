import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { registrationFlows, registrations } from '../db/schema';
import { buildCustomGroupsFixture } from '../custom-groups/custom-groups-fixture';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { login, sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import { CreateRegistrationResponseSchema, REGISTRATION_API } from '@console/people-contract';
import { ANSWER_ERRORS } from './answers';
import { REGISTRATION_ERRORS } from './routes';

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
      [{ ...valid(), ticketTypeId: 999_999 }, 'ticketTypeId', REGISTRATION_ERRORS.ticketType],
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
