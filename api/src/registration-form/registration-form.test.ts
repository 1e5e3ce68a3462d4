import { it } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { entriesOf } from '../activity-log/testing';
import { registrationFlows, registrationFormFields } from '../db/schema';
import { migrationsFolder } from '../paths';
import { FIXTURE_USERS } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import {
  FormFieldListSchema,
  FormFieldSchema,
  REGISTRATION_FORM_API,
  REGISTRATION_FORM_LIMITS,
  REGISTRATION_FORM_MESSAGES as M,
  RegistrationFormFlowListSchema,
} from '@console/registration-contract';
import { REGISTRATION_API } from '@console/people-contract';
import { buildFormFixture, FLOW_EDITOR, FORM_EDITOR, formClient } from './form-fixture';
import { registrationFlowFields } from './schema';

const single = (values: string[]) => ({
  type: 'STRING' as const,
  subType: 'SINGLE_SELECT' as const,
  predefinedValues: values.map((value) => ({ label: value.toUpperCase(), value })),
});

describeApi('registration form fields', buildFormFixture, (s) => {
  const c = formClient(s);
  const main = () => s.fx.main.id;
  const flows = () => [s.fx.flows.f1.id, s.fx.flows.f2.id];
  const expectRefused = async (
    response: Awaited<ReturnType<typeof c.send>>,
    status: number,
    body: object,
  ) => expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body });

  it('adds a field at the end of the form, in every flow of the event unless told which', async () => {
    const field = await c.addField({ label: 'Job title', type: 'STRING', required: true });
    expect(field).toMatchObject({
      fieldName: 'jobTitle',
      type: 'STRING',
      subType: null,
      required: true,
      position: 7,
      flowIds: flows(),
    });
    const vipOnly = await c.addField({
      label: 'Dinner',
      type: 'BOOLEAN',
      flowIds: [s.fx.flows.f2.id],
    });
    expect(vipOnly).toMatchObject({ required: false, position: 8, flowIds: [s.fx.flows.f2.id] });

    const list = FormFieldListSchema.parse(
      (await c.read(REGISTRATION_FORM_API.fields(main()))).json(),
    );
    expect(list.fields.map((f) => f.fieldName).slice(-3)).toEqual([
      `we'ird"key`,
      'jobTitle',
      'dinner',
    ]);
    const byFlow = RegistrationFormFlowListSchema.parse(
      (await c.read(REGISTRATION_FORM_API.flows(main()))).json(),
    );
    expect(byFlow.flows.map((f) => [f.name, f.fields.map((x) => x.fieldName)])).toEqual([
      ['F1', ['jobTitle']],
      ['F2', ['jobTitle', 'dinner']],
    ]);
    // Another event's form is its own.
    const webinar = RegistrationFormFlowListSchema.parse(
      (await c.read(REGISTRATION_FORM_API.flows(s.fx.second.id))).json(),
    );
    expect(webinar.flows).toEqual([]);
  });

  it('makes the field name from the label once: unique in the event, never a column’s, never changed', async () => {
    expect((await c.addField({ label: '<i>Company</i>', type: 'STRING' })).fieldName).toBe(
      'company2',
    );
    expect((await c.addField({ label: 'E-mail', type: 'STRING' })).fieldName).toBe('eMail');
    expect((await c.addField({ label: 'Email', type: 'STRING' })).fieldName).toBe('email2');
    const size = await c.addField({ label: 'T-shirt size', ...single(['s', 'm']) });
    expect(size.fieldName).toBe('tShirtSize');

    const renamed = await c.send('PATCH', REGISTRATION_FORM_API.field(main(), size.fieldId), {
      label: 'Shirt size (EU)',
      required: true,
      position: 0,
    });
    expect(FormFieldSchema.parse(renamed.json())).toMatchObject({
      label: 'Shirt size (EU)',
      fieldName: 'tShirtSize',
      required: true,
      position: 0,
    });
    const field = `fieldName`;
    await expectRefused(
      await c.send('PATCH', REGISTRATION_FORM_API.field(main(), size.fieldId), {
        fieldName: 'shirt',
      }),
      400,
      { code: ERROR_CODES.invalidInput, field, message: `${field}: ${M.fieldNameFixed}` },
    );
  });

  it('never gives a new field the name of a deleted one whose answers are still stored', async () => {
    const hobby = await c.addField({ label: 'Hobby', type: 'STRING', flowIds: [] });
    const registered = await c.send('POST', REGISTRATION_API.create(main()), {
      firstName: 'Hob',
      lastName: 'By',
      email: 'hobby@test.dev',
      flowId: s.fx.flows.f1.id,
      role: 'ATTENDEE',
      // Job title and shirt size: required in every flow by the tests above.
      customField: { hobby: 'chess', jobTitle: 'Engineer', tShirtSize: 'm' },
    });
    expect({ status: registered.statusCode, body: registered.json() }).toMatchObject({
      status: 201,
    });
    const deleted = await c.send('DELETE', REGISTRATION_FORM_API.field(main(), hobby.fieldId));
    expect(deleted.statusCode).toBe(204);
    const again = await c.addField({ label: 'Hobby', type: 'NUMBER' });
    expect(again.fieldName).toBe('hobby2');
  });

  it('refuses values where they do not belong, a missing or repeated value, and too many: 400 naming it', async () => {
    const post = (body: object) => c.send('POST', REGISTRATION_FORM_API.fields(main()), body);
    const many = Array.from(
      { length: REGISTRATION_FORM_LIMITS.predefinedValuesMax + 1 },
      (_, i) => ({
        label: `V${i}`,
        value: `v${i}`,
      }),
    );
    const cases: [object, string, string][] = [
      [{ label: 'Size', ...single([]) }, 'predefinedValues', M.valuesNeeded],
      [{ label: 'Tags', type: 'LIST' }, 'predefinedValues', M.valuesNeeded],
      [{ label: 'Size', ...single(['s', 'm', 's']) }, 'predefinedValues.2.value', M.valueNotUnique],
      [
        { label: 'Age', type: 'NUMBER', predefinedValues: [{ label: 'A', value: 'a' }] },
        'predefinedValues',
        M.valuesNotAllowed,
      ],
      [{ label: 'When', type: 'DATE', subType: 'SINGLE_SELECT' }, 'subType', M.subTypeTextOnly],
      [
        { label: 'Tags', type: 'LIST', predefinedValues: many },
        'predefinedValues',
        M.valuesMax(100),
      ],
      [{ label: '   ', type: 'STRING' }, 'label', M.labelRequired],
      [
        { label: 'Size', ...single(['s']), flowIds: [s.fx.flows.f1.id, s.fx.flows.f1.id] },
        'flowIds.1',
        M.flowListedTwice,
      ],
    ];
    for (const [body, field, message] of cases)
      await expectRefused(await post(body), 400, {
        code: ERROR_CODES.invalidInput,
        field,
        message: `${field}: ${message}`,
      });
    const [otherFlow] = await s.db
      .insert(registrationFlows)
      .values({ eventId: s.fx.second.id, name: 'Webinar flow' })
      .returning();
    await expectRefused(
      await post({ label: 'Size', ...single(['s']), flowIds: [s.fx.flows.f1.id, otherFlow?.id] }),
      400,
      { code: ERROR_CODES.invalidInput, field: 'flowIds.1', message: `flowIds.1: ${M.notAFlow}` },
    );
    // A change is checked once merged with the field: a text field made a list needs values.
    const plain = await c.addField({ label: 'Plain', type: 'STRING' });
    await expectRefused(
      await c.send('PATCH', REGISTRATION_FORM_API.field(main(), plain.fieldId), { type: 'LIST' }),
      400,
      {
        code: ERROR_CODES.invalidInput,
        field: 'predefinedValues',
        message: `predefinedValues: ${M.valuesNeeded}`,
      },
    );
    const listed = await c.send('PATCH', REGISTRATION_FORM_API.field(main(), plain.fieldId), {
      type: 'LIST',
      predefinedValues: [{ label: 'A', value: 'a' }],
    });
    expect(FormFieldSchema.parse(listed.json())).toMatchObject({ type: 'LIST', subType: null });
  });

  it('refuses to change the type of a field people answered, naming how many', async () => {
    const companySize = await s.db
      .select()
      .from(registrationFormFields)
      .where(
        and(
          eq(registrationFormFields.eventId, main()),
          eq(registrationFormFields.fieldName, 'companySize'),
        ),
      );
    const id = companySize[0]?.id ?? 0;
    // r1, r2 and r4 answered a number, r3 a stray text: four registrations hold an answer.
    await expectRefused(
      await c.send('PATCH', REGISTRATION_FORM_API.field(main(), id), { type: 'STRING' }),
      409,
      { code: ERROR_CODES.conflict, message: M.typeLocked(4) },
    );
    expect(M.typeLocked(4)).toBe(
      '4 registrations answered this field, so its type cannot change. Create a new field instead.',
    );
    const company = (await c.read(REGISTRATION_FORM_API.fields(main())))
      .json()
      .fields.find((f: { fieldName: string }) => f.fieldName === 'company');
    const toSelect = await c.send('PATCH', REGISTRATION_FORM_API.field(main(), company.fieldId), {
      ...single(['acme']),
    });
    expect(toSelect.statusCode).toBe(409);
    expect(toSelect.json().message).toBe(M.typeLocked(5));
    const [row] = await s.db
      .select()
      .from(registrationFormFields)
      .where(eq(registrationFormFields.id, id));
    expect(row?.type).toBe('NUMBER');
    // Unanswered, the type may change; the label of an answered field too.
    const fresh = await c.addField({ label: 'Fresh', type: 'NUMBER' });
    const retyped = await c.send('PATCH', REGISTRATION_FORM_API.field(main(), fresh.fieldId), {
      type: 'DATE',
    });
    expect(FormFieldSchema.parse(retyped.json()).type).toBe('DATE');
    const relabelled = await c.send('PATCH', REGISTRATION_FORM_API.field(main(), id), {
      label: 'Employees',
    });
    expect(FormFieldSchema.parse(relabelled.json())).toMatchObject({
      label: 'Employees',
      type: 'NUMBER',
    });
  });

  it('logs a field added, edited, moved and removed; a refused removal logs nothing', async () => {
    const start = (await entriesOf(s.db, main())).length;
    const added = await c.addField({
      label: 'Diet',
      type: 'STRING',
      required: false,
      flowIds: [s.fx.flows.f1.id],
    });
    const url = REGISTRATION_FORM_API.field(main(), added.fieldId);
    // In a flow: refused (409), nothing removed, nothing logged.
    expect((await c.send('DELETE', url)).statusCode).toBe(409);
    expect((await c.send('PATCH', url, { label: 'Diet needs', flowIds: [] })).statusCode).toBe(200);
    expect((await c.send('PATCH', url, { position: 0 })).statusCode).toBe(200);
    expect((await c.send('DELETE', url)).statusCode).toBe(204);
    const common = {
      actorUserId: s.fx.userId('owner'),
      actorName: `Test ${FIXTURE_USERS.owner}`,
      area: 'REGISTRATION_FORM',
      targetType: 'form-field',
      targetId: String(added.fieldId),
    };
    const values = {
      label: 'Diet',
      fieldName: added.fieldName,
      type: 'STRING',
      subType: null,
      values: [],
      required: false,
      position: added.position,
      flowIds: [s.fx.flows.f1.id],
    };
    expect((await entriesOf(s.db, main())).slice(start)).toEqual([
      expect.objectContaining({
        ...common,
        action: 'form-field.added',
        targetLabel: 'Diet',
        summary: "Added form field 'Diet'",
        before: null,
        after: values,
      }),
      expect.objectContaining({
        ...common,
        action: 'form-field.edited',
        targetLabel: 'Diet needs',
        summary: "Edited form field 'Diet needs'",
        before: { label: 'Diet', flowIds: [s.fx.flows.f1.id] },
        after: { label: 'Diet needs', flowIds: [] },
      }),
      expect.objectContaining({
        ...common,
        action: 'form-field.reordered',
        summary: "Moved form field 'Diet needs' to position 0",
        before: { position: added.position },
        after: { position: 0 },
      }),
      expect.objectContaining({
        ...common,
        action: 'form-field.removed',
        summary: "Removed form field 'Diet needs'",
        before: { ...values, label: 'Diet needs', position: 0, flowIds: [] },
        after: null,
      }),
    ]);
  });

  it('opens to the form or the flows permission, not the attendees one, and never on a canceled event', async () => {
    const body = { label: 'Permission probe', type: 'STRING' as const };
    expect((await c.addField(body, FORM_EDITOR)).fieldName).toBe('permissionProbe');
    expect((await c.addField(body, FLOW_EDITOR)).fieldName).toBe('permissionProbe2');
    for (const email of [FORM_EDITOR, FLOW_EDITOR])
      expect((await c.read(REGISTRATION_FORM_API.flows(main()), email)).statusCode).toBe(200);
    for (const user of ['approver', 'inviter', 'booth'] as const) {
      const email = FIXTURE_USERS[user];
      expect((await c.read(REGISTRATION_FORM_API.fields(main()), email)).statusCode).toBe(403);
      expect(
        (await c.send('POST', REGISTRATION_FORM_API.fields(main()), body, email)).statusCode,
      ).toBe(403);
    }
    const canceled = await c.send('POST', REGISTRATION_FORM_API.fields(s.fx.canceled.id), body);
    expect(canceled.statusCode).toBe(403);
    expect(canceled.json().code).toBe(ERROR_CODES.readOnly);
    expect((await c.read(REGISTRATION_FORM_API.fields(s.fx.canceled.id))).statusCode).toBe(200);
    // Another event's field is not found through this event.
    const own = await c.addField({ label: 'Own', type: 'STRING' });
    const elsewhere = await c.send(
      'PATCH',
      REGISTRATION_FORM_API.field(s.fx.second.id, own.fieldId),
      { label: 'x' },
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('puts every field that existed in every flow of its event (the migration’s backfill)', async () => {
    const migration = readFileSync(
      join(migrationsFolder(), '0032_registration_form_flows.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "registration_flow_fields"'));
    if (!backfill) throw new Error('backfill statement missing');
    const ff = registrationFlowFields;
    const counted = async () =>
      (
        await s.db
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(ff)
          .innerJoin(registrationFlows, eq(registrationFlows.id, ff.flowId))
          .where(eq(registrationFlows.eventId, main()))
      )[0]?.n;
    const fieldCount = (await c.read(REGISTRATION_FORM_API.fields(main()))).json().fields.length;
    const before = await counted();
    await s.db.execute(sql.raw(backfill));
    expect(await counted()).toBe(fieldCount * 2);
    expect(before).toBeLessThan(fieldCount * 2);
    // Run again, it changes nothing.
    await s.db.execute(sql.raw(backfill));
    expect(await counted()).toBe(fieldCount * 2);
  });
});
