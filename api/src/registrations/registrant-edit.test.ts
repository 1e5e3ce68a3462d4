/**
 * Reading and editing a registrant by hand: answers read back as they are sent, a change merges
 * into what is stored, a required answer is never removed, an email another registration has is a
 * 409, and invitees follow the email.
 */
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { entriesOf } from '../activity-log/testing';
import { registrationFormFields, registrations } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import { registrationFlowFields } from '../registration-form/schema';
import { buildFormFixture, formClient } from '../registration-form/form-fixture';
import { FIXTURE_USERS } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import {
  AUDIENCE_LIST_API,
  AudienceMemberPageSchema,
  INVITE_LIST_API,
  InviteeSchema,
  RegistrantSchema,
  REGISTRATION_API,
  REGISTRATION_MESSAGES,
} from '@console/people-contract';
import { ANSWER_ERRORS } from './answers';

describeApi('registrants edited by hand', buildFormFixture, (s) => {
  const c = formClient(s);
  const main = () => s.fx.main.id;
  const path = (n: number) => REGISTRATION_API.registration(main(), s.fx.regId(n));
  const read = async (n: number) => RegistrantSchema.parse((await c.read(path(n))).json());
  const patch = (n: number, body: object, email?: string) => c.send('PATCH', path(n), body, email);

  it('reads a registrant with their tickets and their answers in the form they are sent', async () => {
    expect(await read(1)).toMatchObject({
      registrationId: s.fx.regId(1),
      flowId: s.fx.flows.f1.id,
      firstName: 'R',
      email: 'r1@test.dev',
      role: 'ATTENDEE',
      status: 'REGISTERED',
      tickets: [],
      customField: {
        company: 'Acme Corp',
        companySize: 50,
        country: 'DE',
        interests: ['ai', 'data'],
        newsletter: true,
        arrival: '2030-01-01T08:00:00.000Z',
        [`we'ird"key`]: 'x',
      },
    });
    // r3's size is a stray text: an answer that no longer fits its field is left out.
    expect((await read(3)).customField).not.toHaveProperty('companySize');
    const elsewhere = await c.read(REGISTRATION_API.registration(s.fx.second.id, s.fx.regId(1)));
    expect(elsewhere.statusCode).toBe(404);
  });

  it('changes names, role and answers; what is not sent stays, null removes an answer', async () => {
    const response = await patch(2, {
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'SPEAKER',
      customField: { company: 'Initech', interests: null, newsletter: true },
    });
    expect(response.statusCode).toBe(200);
    const after = RegistrantSchema.parse(response.json());
    expect(after).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', role: 'SPEAKER' });
    expect(after.customField).toEqual({
      company: 'Initech',
      companySize: 500,
      country: 'FR',
      newsletter: true,
      arrival: '2029-12-31T10:00:00.000Z',
      [`we'ird"key`]: 'y',
    });
    // The search matches the new name at once (search_text is generated from the columns).
    const found = AudienceMemberPageSchema.parse(
      (await c.read(`${AUDIENCE_LIST_API.members(main(), null)}?search=hopper`)).json(),
    );
    expect(found.items.map((m) => m.registrationId)).toEqual([s.fx.regId(2)]);
  });

  it('refuses a wrong answer, an unknown field, a role the event has not, leaving the registrant as it was', async () => {
    const [before] = await s.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, s.fx.regId(4)));
    const cases: [object, string, string][] = [
      [
        { firstName: 'Changed', customField: { companySize: 'many' } },
        'customField.companySize',
        ANSWER_ERRORS.number,
      ],
      [{ customField: { nope: null } }, 'customField.nope', ANSWER_ERRORS.unknownField],
      [{ customField: { country: 'XX' } }, 'customField.country', ANSWER_ERRORS.choice],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(4, body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { code: ERROR_CODES.invalidInput, field, message: `${field}: ${message}` },
      });
    }
    expect((await patch(4, { role: 'KING' })).json().field).toBe('role');
    const [after] = await s.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, s.fx.regId(4)));
    expect(after).toEqual(before);
  });

  it('never removes or blanks an answer the registrant’s flow requires', async () => {
    const [company] = await s.db
      .select()
      .from(registrationFormFields)
      .where(eq(registrationFormFields.fieldName, 'company'));
    if (!company) throw new Error('company missing');
    await s.db
      .update(registrationFormFields)
      .set({ required: true })
      .where(eq(registrationFormFields.id, company.id));
    await s.db.insert(registrationFlowFields).values([
      { flowId: s.fx.flows.f1.id, fieldId: company.id },
      { flowId: s.fx.flows.f2.id, fieldId: company.id },
    ]);
    const message = `customField.company: ${REGISTRATION_MESSAGES.answerRequired('Company')}`;
    for (const value of [null, '  '])
      expect((await patch(1, { customField: { company: value } })).json().message).toBe(message);
    // Other edits of someone who never answered it pass: only what is sent is checked (r5).
    expect((await patch(5, { firstName: 'Five' })).statusCode).toBe(200);
    expect((await patch(1, { customField: { company: 'Acme AG' } })).statusCode).toBe(200);
    await s.db
      .update(registrationFormFields)
      .set({ required: false })
      .where(eq(registrationFormFields.id, company.id));
  });

  it('refuses an email another registration of the event has; invitees follow a new email', async () => {
    const taken = await patch(1, { email: 'r2@test.dev' });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 409,
      body: {
        code: ERROR_CODES.conflict,
        field: 'email',
        message: REGISTRATION_MESSAGES.emailTaken('r2@test.dev'),
      },
    });
    expect((await patch(1, { email: 'r1@test.dev' })).statusCode).toBe(200);

    // Invite A lists invited@test.dev, linked to r4 (fixture); a new invitee lists r4's new email.
    const list = s.fx.invite.id;
    const added = await c.send('POST', INVITE_LIST_API.invitees(main(), list), {
      email: 'Sponsor.Four@Test.dev',
    });
    expect(added.statusCode).toBe(201);
    const invitee = async (email: string) =>
      InviteeSchema.parse(
        (await c.read(INVITE_LIST_API.inviteeByEmail(main(), list, email))).json(),
      ).invitationStatus;
    await s.db
      .update(registrations)
      .set({ email: 'invited@test.dev' })
      .where(eq(registrations.id, s.fx.regId(4)));
    expect(await invitee('invited@test.dev')).toBe('REGISTERED');
    expect(await invitee('Sponsor.Four@Test.dev')).toBe('AWAITING_RESPONSE');
    expect((await patch(4, { email: 'sponsor.four@test.dev' })).statusCode).toBe(200);
    expect(await invitee('Sponsor.Four@Test.dev')).toBe('REGISTERED');
    expect(await invitee('invited@test.dev')).toBe('AWAITING_RESPONSE');
    const linked = await s.db
      .select({ email: invitees.email })
      .from(invitees)
      .where(eq(invitees.registrationId, s.fx.regId(4)));
    expect(linked).toEqual([{ email: 'Sponsor.Four@Test.dev' }]);
  });

  it('logs a registrant added and edited by hand (changed values); refused writes log nothing', async () => {
    const start = (await entriesOf(s.db, main())).length;
    const body = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.log@test.dev',
      flowId: s.fx.flows.f1.id,
      ticketTypeId: s.fx.tickets.t2.id,
      role: 'SPEAKER',
      customField: { company: 'Navy', country: 'US', interests: ['ai'] },
    };
    const create = REGISTRATION_API.create(main());
    expect((await c.send('POST', create, { ...body, email: 'r1@test.dev' })).statusCode).toBe(409);
    const created = await c.send('POST', create, body);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { registrationId: number }).registrationId;
    const url = REGISTRATION_API.registration(main(), id);
    expect(
      (await c.send('PATCH', url, { firstName: 'Ada', email: 'r1@test.dev' })).statusCode,
    ).toBe(409);
    const edit = { firstName: 'Ada', customField: { company: 'Initech', interests: null } };
    expect((await c.send('PATCH', url, edit)).statusCode).toBe(200);
    expect((await c.send('PATCH', url, { lastName: 'Hopper' })).statusCode).toBe(200);
    const actor = {
      actorUserId: s.fx.userId('owner'),
      actorName: `Test ${FIXTURE_USERS.owner}`,
      area: 'REGISTRANTS',
      targetType: 'registration',
      targetId: String(id),
    };
    expect((await entriesOf(s.db, main())).slice(start)).toEqual([
      expect.objectContaining({
        ...actor,
        action: 'registrant.added',
        targetLabel: 'Grace Hopper',
        summary: 'Added registrant Grace Hopper',
        before: null,
        after: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace.log@test.dev',
          role: 'SPEAKER',
          flowId: s.fx.flows.f1.id,
          status: 'REGISTERED',
          'answer.company': 'Navy',
          'answer.country': ['US'],
          'answer.interests': ['AI'],
          tickets: [`1 x ticket ${s.fx.tickets.t2.id}`],
        },
      }),
      expect.objectContaining({
        ...actor,
        action: 'registrant.edited',
        targetLabel: 'Ada Hopper',
        summary: 'Edited registrant Ada Hopper',
        before: { firstName: 'Grace', 'answer.company': 'Navy', 'answer.interests': ['AI'] },
        after: { firstName: 'Ada', 'answer.company': 'Initech', 'answer.interests': null },
      }),
    ]);
  });

  it('needs the attendees permission and a writable event', async () => {
    expect((await patch(1, { firstName: 'X' }, FIXTURE_USERS.inviter)).statusCode).toBe(403);
    expect((await c.read(path(1), FIXTURE_USERS.inviter)).statusCode).toBe(403);
    expect((await patch(1, { firstName: 'X' }, FIXTURE_USERS.approver)).statusCode).toBe(200);
    const canceled = await c.send(
      'PATCH',
      REGISTRATION_API.registration(s.fx.canceled.id, s.fx.regId(1)),
      { firstName: 'X' },
    );
    expect(canceled.json().code).toBe(ERROR_CODES.readOnly);
  });
});
