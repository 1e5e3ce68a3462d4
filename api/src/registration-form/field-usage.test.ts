/**
 * What a form field is used by: a new field is a custom group filter field at once and shows in
 * approval details; a field that custom group filters or flows use is not deleted (409 naming
 * them), nor retyped, nor stripped of a value a filter compares to; and only an edit that can
 * change a filter's matches moves the event's audience generation.
 */
import { it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { audienceGenerations } from '../custom-groups/schema';
import { freshEvent } from '../testing/fresh-event';
import { describeApi } from '../testing/suite';
import {
  CreateCustomGroupResponseSchema,
  CUSTOM_GROUP_API,
  CustomAudiencePageSchema,
  FilterFieldListSchema,
  REGISTRATION_API,
  RegistrantSchema,
  type FilterCondition,
  type SaveCustomGroupRequest,
} from '@console/people-contract';
import { APPROVAL_API, ApprovalDetailResponseSchema } from '@console/approvals-contract';
import {
  FormFieldListSchema,
  FormFieldSchema,
  REGISTRATION_FORM_API,
  REGISTRATION_FORM_LIMITS,
  REGISTRATION_FORM_MESSAGES as M,
  type FormField,
} from '@console/registration-contract';
import { buildFormFixture, formClient } from './form-fixture';

describeApi('registration form fields in use', buildFormFixture, (s) => {
  const c = formClient(s);
  const main = () => s.fx.main.id;

  const condition = (field: FormField, compareValue: string): FilterCondition => ({
    elementId: 'c1',
    filterFieldId: `form:${field.fieldId}`,
    fieldName: field.fieldName,
    filterType: 'CUSTOM',
    type: field.type,
    operator: 'EQUAL',
    compareValue,
    customConditionData: null,
  });
  const saveGroup = async (name: string, conditions: FilterCondition[]) => {
    const created = await c.send('POST', CUSTOM_GROUP_API.groups(main()), {
      groupName: name,
      isAccessControlEnabled: false,
      groupUpdateType: 'ACTIVE',
    });
    const id = CreateCustomGroupResponseSchema.parse(created.json()).audienceGroupId;
    const body: SaveCustomGroupRequest = {
      groupName: name,
      isAccessControlEnabled: false,
      groupUpdateType: 'ACTIVE',
      isActive: true,
      status: 'PUBLISHED',
      filterMapping: {
        operationType: 'AND',
        filterConditionsDTOList: conditions,
        isPassAudienceGroupId: false,
        checkForcedUpdatedMapping: false,
      },
      selectedAudienceRegistrationIdList: [],
      isStaticGroupWithAllSelected: false,
    };
    const saved = await c.send('PUT', CUSTOM_GROUP_API.group(main(), id), body);
    expect(saved.statusCode).toBe(200);
    return id;
  };
  const field = async (fieldName: string): Promise<FormField> => {
    const list = FormFieldListSchema.parse(
      (await c.read(REGISTRATION_FORM_API.fields(main()))).json(),
    );
    const found = list.fields.find((f) => f.fieldName === fieldName);
    if (!found) throw new Error(`no field ${fieldName}`);
    return found;
  };
  const register = async (email: string, customField: object) => {
    const response = await c.send('POST', REGISTRATION_API.create(main()), {
      firstName: 'Field',
      lastName: 'User',
      email,
      flowId: s.fx.flows.f1.id,
      role: 'ATTENDEE',
      customField,
    });
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
    return response.json().registrationId as number;
  };
  const generation = async () =>
    (
      await s.db
        .select({ g: audienceGenerations.generation })
        .from(audienceGenerations)
        .where(eq(audienceGenerations.eventId, main()))
    )[0]?.g ?? 0;

  it('makes a new field a filter field at once; a group filtering on it has the registrant who answered', async () => {
    const shirt = await c.addField({
      label: 'Shirt size',
      type: 'STRING',
      subType: 'SINGLE_SELECT',
      predefinedValues: [
        { label: 'Small', value: 's' },
        { label: 'Large', value: 'l' },
      ],
    });
    const filterFields = FilterFieldListSchema.parse(
      (await c.read(CUSTOM_GROUP_API.filterFields(main()))).json(),
    );
    expect(filterFields.fields.find((f) => f.fieldName === 'shirtSize')).toEqual({
      filterFieldId: `form:${shirt.fieldId}`,
      labelName: 'Shirt size',
      fieldName: 'shirtSize',
      type: 'STRING',
      subType: 'SINGLE_SELECT',
      predefinedValues: shirt.predefinedValues,
      filterType: 'CUSTOM',
    });
    const large = await register('large@test.dev', { shirtSize: 'l' });
    await register('small@test.dev', { shirtSize: 's' });
    const groupId = await saveGroup('Large shirts', [condition(shirt, 'l')]);
    const members = CustomAudiencePageSchema.parse(
      (await c.read(CUSTOM_GROUP_API.members(main(), groupId))).json(),
    );
    expect(members.items.map((m) => m.registrationId)).toEqual([large]);
  });

  it('shows a new field’s answer under its label in the approval details of the request that gave it', async () => {
    const diet = await c.addField({ label: 'Dietary needs', type: 'STRING' });
    const id = await register('diet@test.dev', { [diet.fieldName]: 'Vegan' });
    const registrant = RegistrantSchema.parse(
      (await c.read(REGISTRATION_API.registration(main(), id))).json(),
    );
    const detail = ApprovalDetailResponseSchema.parse(
      (
        await c.read(APPROVAL_API.detail(main(), registrant.flowId, registrant.flowContextId))
      ).json(),
    );
    expect(diet.fieldName).not.toBe('Dietary needs');
    expect(JSON.parse(detail.request.customField)).toEqual({
      'Dietary needs': { kind: 'text', value: 'Vegan' },
    });
  });

  it('refuses to delete a field that groups filter on or flows ask for, naming them; then deletes it', async () => {
    const country = await field('country');
    await saveGroup('VIP Germans', [condition(country, 'DE')]);
    await saveGroup('Students', [condition(country, 'FR')]);
    const path = REGISTRATION_FORM_API.field(main(), country.fieldId);
    const refused = await c.send('DELETE', path);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: {
        code: ERROR_CODES.conflict,
        message:
          "This field is used by the custom groups 'VIP Germans' and 'Students'. Remove it from their filters first.",
      },
    });
    // Retyping it, or removing a value a filter compares to, is refused the same way.
    const retyped = await c.send('PATCH', path, { type: 'LIST' });
    expect(retyped.json().message).toBe(M.usedByGroups(['VIP Germans', 'Students']));
    const dropped = await c.send('PATCH', path, {
      predefinedValues: [{ label: 'US', value: 'US' }],
    });
    expect({ status: dropped.statusCode, message: dropped.json().message }).toEqual({
      status: 409,
      message:
        "The values 'DE' and 'FR' are used by the filters of the custom groups 'VIP Germans' and 'Students'. Remove them from their filters first.",
    });
    const unusedDropped = await c.send('PATCH', path, {
      predefinedValues: [
        { label: 'Germany', value: 'DE' },
        { label: 'France', value: 'FR' },
      ],
    });
    expect(unusedDropped.statusCode).toBe(200);

    const inFlows = await c.addField({ label: 'Badge name', type: 'STRING' });
    const flowPath = REGISTRATION_FORM_API.field(main(), inFlows.fieldId);
    const flowRefusal = await c.send('DELETE', flowPath);
    expect({ status: flowRefusal.statusCode, message: flowRefusal.json().message }).toEqual({
      status: 409,
      message:
        "This field is used by the registration flows 'F1' and 'F2'. Remove it from these flows first.",
    });
    expect((await c.send('PATCH', flowPath, { flowIds: [] })).statusCode).toBe(200);
    expect((await c.send('DELETE', flowPath)).statusCode).toBe(204);
    expect((await c.send('DELETE', flowPath)).statusCode).toBe(404);
    const filterFields = FilterFieldListSchema.parse(
      (await c.read(CUSTOM_GROUP_API.filterFields(main()))).json(),
    );
    expect(filterFields.fields.some((f) => f.fieldName === 'badgeName')).toBe(false);
    expect(filterFields.fields.some((f) => f.fieldName === 'country')).toBe(true);
  });

  it('counts the answers that refuse a type change up to the limit, then says more', async () => {
    const { event, flows } = await freshEvent(s.db, s.fx, { name: 'Crowded' });
    const created = await c.send('POST', REGISTRATION_FORM_API.fields(event.id), {
      label: 'Seat',
      type: 'NUMBER',
    });
    const seat = FormFieldSchema.parse(created.json());
    const cap = REGISTRATION_FORM_LIMITS.answeredCountMax;
    await s.db.execute(sql`
      insert into registrations (event_id, flow_id, first_name, last_name, email, role, status, custom_field)
      select ${event.id}::int, ${flows.a.id}::int, 'Seat', i::text, 'seat' || i || '@test.dev', 'ATTENDEE',
        'REGISTERED', jsonb_build_object('seat', jsonb_build_object('kind', 'number', 'value', i))
      from generate_series(1, ${cap + 1}::int) as i`);
    const refused = await c.send('PATCH', REGISTRATION_FORM_API.field(event.id, seat.fieldId), {
      type: 'STRING',
    });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message:
        'More than 10,000 registrations answered this field, so its type cannot change. Create a new field instead.',
    });
  });

  it('moves the audience generation only for an edit that can change a filter’s matches', async () => {
    const interests = await field('interests');
    const path = REGISTRATION_FORM_API.field(main(), interests.fieldId);
    const before = await generation();
    for (const change of [
      { label: 'Topics' },
      { required: true },
      { position: 3 },
      { flowIds: [] },
    ])
      expect((await c.send('PATCH', path, change)).statusCode).toBe(200);
    expect(await generation()).toBe(before);
    const values = [...interests.predefinedValues, { label: 'Robotics', value: 'robotics' }];
    expect((await c.send('PATCH', path, { predefinedValues: values })).statusCode).toBe(200);
    expect(await generation()).toBeGreaterThan(before);
  });
});
