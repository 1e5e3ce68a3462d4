import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { audienceGroupMembers, events } from '../db/schema';
import { segments, audienceGroupSegments } from '../sessions/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import {
  AudienceListResponseSchema,
  CalendarInviteSettingSchema,
  CreateCustomGroupResponseSchema,
  CUSTOM_GROUP_API,
  CustomAudiencePageSchema,
  CustomGroupSchema,
  FilterFieldListSchema,
  PEOPLE_MESSAGES,
  type CustomAudienceCountQuery,
  type FilterSet,
  type SaveCustomGroupRequest,
} from '@console/people-contract';
import { buildCustomGroupsFixture } from './custom-groups-fixture';
import { SAVE_ERRORS } from './save';

const short = (emails: { email: string }[]) => emails.map((i) => i.email.replace('@test.dev', ''));

describeApi('custom group endpoints', buildCustomGroupsFixture, (s) => {
  const sessions = new Map<FixtureUser, TestSession>();
  const as = async (user: FixtureUser = 'owner') => {
    const known = sessions.get(user);
    if (known) return known;
    const session = await login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
    sessions.set(user, session);
    return session;
  };
  const main = () => s.fx.main.id;
  const api = (path: string) => `/api${path}`;
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    user: FixtureUser = 'owner',
  ) =>
    s.app.inject({
      method,
      url: api(url),
      headers: sessionHeaders(await as(user), true),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const read = async (url: string, user: FixtureUser = 'owner') =>
    get(s.app, api(url), await as(user));

  const create = async (
    groupName: string,
    groupUpdateType: 'ACTIVE' | 'STATIC',
    eventId = main(),
  ) => {
    const response = await send('POST', CUSTOM_GROUP_API.groups(eventId), {
      groupName,
      isAccessControlEnabled: true,
      groupUpdateType,
    });
    expect(response.statusCode).toBe(201);
    return CreateCustomGroupResponseSchema.parse(response.json()).audienceGroupId;
  };
  const filter = (
    entries: FilterSet['filterConditionsDTOList'],
    isPassAudienceGroupId = false,
  ): FilterSet => ({
    operationType: 'AND',
    filterConditionsDTOList: entries,
    isPassAudienceGroupId,
    checkForcedUpdatedMapping: false,
  });
  const countryIs = (value: string) => ({
    elementId: 'c1',
    filterFieldId: s.fx.fieldId('country'),
    fieldName: 'country',
    filterType: 'CUSTOM' as const,
    type: 'STRING' as const,
    operator: 'EQUAL' as const,
    compareValue: value,
    customConditionData: null,
  });
  const saveBody = (over: Partial<SaveCustomGroupRequest>): SaveCustomGroupRequest => ({
    groupName: 'Group',
    isAccessControlEnabled: false,
    groupUpdateType: 'ACTIVE',
    isActive: true,
    status: 'PUBLISHED',
    filterMapping: null,
    selectedAudienceRegistrationIdList: [],
    isStaticGroupWithAllSelected: false,
    ...over,
  });
  const members = async (groupId: number, query = '') => {
    const response = await read(`${CUSTOM_GROUP_API.members(main(), groupId)}${query}`);
    expect(response.statusCode).toBe(200);
    return CustomAudiencePageSchema.parse(response.json()).items;
  };
  const cardCount = async (groupId: number) => {
    const body = AudienceListResponseSchema.parse(
      (await read(`/events/${main()}/audience-groups`)).json(),
    );
    return body.customGroupList.find((g) => g.audienceGroupId === groupId)?.noOfAudiences;
  };
  const register = async (email: string, country: string) => {
    const response = await send('POST', `/events/${main()}/registrations`, {
      firstName: 'New',
      lastName: 'Comer',
      email,
      flowId: s.fx.flows.f1.id,
      ticketTypeId: s.fx.tickets.t1.id,
      role: 'ATTENDEE',
      customField: { country },
    });
    expect(response.statusCode).toBe(201);
    return response.json().registrationId as number;
  };

  it('lists the filter fields: the columns, then the form fields (labels as written)', async () => {
    const body = FilterFieldListSchema.parse(
      (await read(CUSTOM_GROUP_API.filterFields(main()))).json(),
    );
    expect(body.fields.map((f) => f.filterFieldId).slice(0, 8)).toEqual([
      'firstName',
      'lastName',
      'email',
      'ticketType',
      'flow',
      'role',
      'attended',
      'registeredAt',
    ]);
    expect(body.fields.find((f) => f.fieldName === 'companySize')).toMatchObject({
      labelName: '<b>Company</b> size',
      type: 'NUMBER',
      filterType: 'CUSTOM',
      filterFieldId: s.fx.fieldId('companySize'),
    });
    expect(
      body.fields
        .find((f) => f.filterFieldId === 'ticketType')
        ?.predefinedValues.map((v) => v.label),
    ).toEqual(['T1', 'T2', 'T3']);
    const webinar = FilterFieldListSchema.parse(
      (await read(CUSTOM_GROUP_API.filterFields(s.fx.second.id))).json(),
    );
    expect(webinar.fields.map((f) => f.filterFieldId)).not.toContain('ticketType');
    expect(
      webinar.fields.find((f) => f.filterFieldId === 'role')?.predefinedValues.map((v) => v.value),
    ).not.toContain('SPONSOR');
  });

  it('creates a DRAFT, inactive group; refuses a duplicate name, a short name, another permission', async () => {
    const id = await create('  Early birds ', 'ACTIVE');
    const group = CustomGroupSchema.parse((await read(CUSTOM_GROUP_API.group(main(), id))).json());
    expect(group).toMatchObject({
      groupName: 'Early birds',
      groupUpdateType: 'ACTIVE',
      status: 'DRAFT',
      isActive: false,
      isAccessControlEnabled: true,
      isGroupAlreadyUsedInSessionManagement: false,
      accessGroupFilterMapping: null,
    });
    const body = {
      groupName: 'early BIRDS',
      isAccessControlEnabled: false,
      groupUpdateType: 'STATIC',
    };
    const duplicate = await send('POST', CUSTOM_GROUP_API.groups(main()), body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: ERROR_CODES.duplicateName,
      message: PEOPLE_MESSAGES.duplicateGroupName,
    });
    const existing = await send('POST', CUSTOM_GROUP_API.groups(main()), {
      ...body,
      groupName: 'Custom A',
    });
    expect(existing.statusCode).toBe(409);
    const tooShort = await send('POST', CUSTOM_GROUP_API.groups(main()), {
      ...body,
      groupName: ' ab ',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().field).toBe('groupName');
    const tooLong = await send('POST', CUSTOM_GROUP_API.groups(main()), {
      ...body,
      groupName: 'x'.repeat(51),
    });
    expect(tooLong.json().field).toBe('groupName');
    expect((await send('POST', CUSTOM_GROUP_API.groups(main()), body, 'inviter')).statusCode).toBe(
      403,
    );
  });

  it('never gives a webinar group access control', async () => {
    const id = await create('Webinar fans', 'ACTIVE', s.fx.second.id);
    const group = CustomGroupSchema.parse(
      (await read(CUSTOM_GROUP_API.group(s.fx.second.id, id))).json(),
    );
    expect(group.isAccessControlEnabled).toBe(false);
  });

  it('answers 404 for another event’s group, a group of another kind, an unknown one', async () => {
    for (const id of [s.fx.webinarGroup.id, s.fx.invite.id, 999_999]) {
      expect((await read(CUSTOM_GROUP_API.group(main(), id))).statusCode).toBe(404);
      expect((await read(CUSTOM_GROUP_API.members(main(), id))).statusCode).toBe(404);
      expect((await read(CUSTOM_GROUP_API.manualMembers(main(), id))).statusCode).toBe(404);
      expect((await read(CUSTOM_GROUP_API.membersCsv(main(), id))).statusCode).toBe(404);
      expect((await send('PUT', CUSTOM_GROUP_API.group(main(), id), saveBody({}))).statusCode).toBe(
        404,
      );
      expect(
        (await send('DELETE', CUSTOM_GROUP_API.manualMember(main(), id, s.fx.regId(1)))).statusCode,
      ).toBe(404);
      const audience = await send('POST', CUSTOM_GROUP_API.audience(main()), {
        offset: 0,
        filterSet: null,
        audienceGroupId: id,
        search: '',
      });
      expect(audience.statusCode).toBe(404);
    }
  });

  it('refuses writes on a read-only (canceled) event, reads still answer', async () => {
    const canceled = s.fx.canceled.id;
    const create = await send('POST', CUSTOM_GROUP_API.groups(canceled), {
      groupName: 'Nope',
      isAccessControlEnabled: false,
      groupUpdateType: 'STATIC',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe(ERROR_CODES.readOnly);
    const save = await send(
      'PUT',
      CUSTOM_GROUP_API.group(canceled, s.fx.canceledGroup.id),
      saveBody({}),
    );
    expect(save.json().code).toBe(ERROR_CODES.readOnly);
    expect((await read(CUSTOM_GROUP_API.group(canceled, s.fx.canceledGroup.id))).statusCode).toBe(
      200,
    );
  });

  it('ACTIVE: publishes, lists the filter’s matches and picks up a registrant created later', async () => {
    const id = await create('Germans', 'ACTIVE');
    const saved = await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({ groupName: 'Germans', filterMapping: filter([countryIs('DE')]) }),
    );
    expect(saved.statusCode).toBe(200);
    expect(CustomGroupSchema.parse(saved.json())).toMatchObject({
      status: 'PUBLISHED',
      isActive: true,
      groupUpdateType: 'ACTIVE',
    });
    expect(
      JSON.parse(
        CustomGroupSchema.parse(saved.json()).accessGroupFilterMapping?.conditions ?? '[]',
      ),
    ).toEqual([countryIs('DE')]);
    expect(short(await members(id))).toEqual(['r3', 'r1']);
    const later = await register('later@test.dev', 'DE');
    expect(short(await members(id))).toEqual(['later', 'r3', 'r1']);
    expect(await cardCount(id)).toBe(3);
    // The audience list page and its count read the same membership.
    const list = await read(`/events/${main()}/audience-groups/${id}/audiences`);
    expect(short(list.json().items)).toEqual(['later', 'r3', 'r1']);
    expect(short(await members(id, '?search=LATER'))).toEqual(['later']);
    expect((await members(id)).find((m) => m.registrationId === later)).toMatchObject({
      isManuallyAdded: false,
      ticketTypeName: 'T1',
      isAttended: false,
    });
  });

  it('ACTIVE: keeps manual members, adds the chosen ones; one is removed after the fact', async () => {
    const id = await create('Germans plus', 'ACTIVE');
    const body = saveBody({
      groupName: 'Germans plus',
      filterMapping: filter([countryIs('DE')]),
      selectedAudienceRegistrationIdList: [s.fx.regId(5)],
    });
    expect((await send('PUT', CUSTOM_GROUP_API.group(main(), id), body)).statusCode).toBe(200);
    expect(short(await members(id)).filter((e) => e.startsWith('r'))).toEqual(['r5', 'r3', 'r1']);
    expect(
      (
        await send('PUT', CUSTOM_GROUP_API.group(main(), id), {
          ...body,
          selectedAudienceRegistrationIdList: [s.fx.regId(4)],
        })
      ).statusCode,
    ).toBe(200);
    const manual = CustomAudiencePageSchema.parse(
      (await read(CUSTOM_GROUP_API.manualMembers(main(), id))).json(),
    ).items;
    expect(short(manual)).toEqual(['r5', 'r4']);
    expect(manual.every((m) => m.isManuallyAdded)).toBe(true);
    expect(
      (await send('DELETE', CUSTOM_GROUP_API.manualMember(main(), id, s.fx.regId(5)))).statusCode,
    ).toBe(204);
    expect(
      (await send('DELETE', CUSTOM_GROUP_API.manualMember(main(), id, s.fx.regId(5)))).statusCode,
    ).toBe(404);
    // A filter match is no manual member: nothing to remove.
    expect(
      (await send('DELETE', CUSTOM_GROUP_API.manualMember(main(), id, s.fx.regId(1)))).statusCode,
    ).toBe(404);
    expect(short(await members(id)).filter((e) => e.startsWith('r'))).toEqual(['r4', 'r3', 'r1']);
  });

  it('STATIC: the chosen members exactly, kept when a matching registrant arrives later', async () => {
    const id = await create('Chosen few', 'STATIC');
    const save = (over: Partial<SaveCustomGroupRequest>) =>
      send(
        'PUT',
        CUSTOM_GROUP_API.group(main(), id),
        saveBody({ groupName: 'Chosen few', groupUpdateType: 'STATIC', ...over }),
      );
    expect(
      (await save({ selectedAudienceRegistrationIdList: [s.fx.regId(2), s.fx.regId(4)] }))
        .statusCode,
    ).toBe(200);
    expect(short(await members(id))).toEqual(['r4', 'r2']);
    expect((await members(id)).every((m) => m.isManuallyAdded)).toBe(true);
    // A filter with chosen members: the chosen ones only.
    expect(
      (
        await save({
          filterMapping: filter([countryIs('FR')]),
          selectedAudienceRegistrationIdList: [s.fx.regId(1)],
        })
      ).statusCode,
    ).toBe(200);
    expect(short(await members(id))).toEqual(['r1']);
    // A filter and nobody chosen: the filter's matches, fixed now.
    expect((await save({ filterMapping: filter([countryIs('FR')]) })).statusCode).toBe(200);
    expect(short(await members(id))).toEqual(['r2']);
    expect((await members(id))[0]?.isManuallyAdded).toBe(false);
    await register('later-fr@test.dev', 'FR');
    expect(short(await members(id))).toEqual(['r2']);
    expect(await cardCount(id)).toBe(1);
    // Every registrant selected across pages, with the filter: all its matches now.
    expect(
      (
        await save({
          filterMapping: filter([countryIs('FR')]),
          isStaticGroupWithAllSelected: true,
          selectedAudienceRegistrationIdList: [s.fx.regId(5)],
        })
      ).statusCode,
    ).toBe(200);
    expect(short(await members(id))).toEqual(['later-fr', 'r5', 'r2']);
    const nobody = await save({ filterMapping: filter([countryIs('US'), countryIs('DE')]) });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({
      field: 'selectedAudienceRegistrationIdList',
      message: `selectedAudienceRegistrationIdList: ${SAVE_ERRORS.staticWithoutMembers}`,
    });
    expect((await save({})).statusCode).toBe(400);
    // The refused saves changed nothing.
    expect(short(await members(id))).toEqual(['later-fr', 'r5', 'r2']);
  });

  it('refuses ids that are not the event’s registrants, bad filters, duplicate renames', async () => {
    const id = await create('Checked', 'STATIC');
    const pending = s.fx.regId(6);
    const foreign = await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({
        groupName: 'Checked',
        groupUpdateType: 'STATIC',
        selectedAudienceRegistrationIdList: [s.fx.regId(1), pending],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('selectedAudienceRegistrationIdList[1]');
    const badFilter = await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({
        groupName: 'Checked',
        filterMapping: filter([{ ...countryIs('DE'), filterFieldId: 'form:0' }]),
      }),
    );
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().field).toBe('filterConditionsDTOList[0].filterFieldId');
    const rename = await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({ groupName: 'custom a ', filterMapping: filter([countryIs('DE')]) }),
    );
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe(ERROR_CODES.duplicateName);
    const renamed = await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({ groupName: 'Checked twice', filterMapping: filter([countryIs('DE')]) }),
    );
    expect(renamed.json().groupName).toBe('Checked twice');
  });

  it('keeps access control on for a group mapped to sessions (409 when turned off)', async () => {
    const id = await create('Mapped', 'ACTIVE');
    const [segment] = await s.db
      .insert(segments)
      .values({
        eventId: main(),
        title: 'Keynote',
        stageName: 'Main',
        startDateTime: new Date('2030-01-01T10:00:00Z'),
        endDateTime: new Date('2030-01-01T11:00:00Z'),
        format: 'VIRTUAL',
      })
      .returning();
    await s.db
      .insert(audienceGroupSegments)
      .values({ audienceGroupId: id, segmentId: segment?.id ?? -1 });
    const group = CustomGroupSchema.parse((await read(CUSTOM_GROUP_API.group(main(), id))).json());
    expect(group.isGroupAlreadyUsedInSessionManagement).toBe(true);
    const body = saveBody({ groupName: 'Mapped', filterMapping: filter([countryIs('DE')]) });
    const off = await send('PUT', CUSTOM_GROUP_API.group(main(), id), {
      ...body,
      isAccessControlEnabled: false,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(PEOPLE_MESSAGES.groupUsedForSessionAccess);
    const on = await send('PUT', CUSTOM_GROUP_API.group(main(), id), {
      ...body,
      isAccessControlEnabled: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().isAccessControlEnabled).toBe(true);
  });

  it('pages the audience of an unsaved filter; counts it; adds the group’s manual members on request', async () => {
    const id = await create('Pass through', 'ACTIVE');
    await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({
        groupName: 'Pass through',
        filterMapping: filter([countryIs('US')]),
        selectedAudienceRegistrationIdList: [s.fx.regId(5)],
      }),
    );
    const audience = async (body: Partial<CustomAudienceCountQuery>) => {
      const query: CustomAudienceCountQuery = {
        filterSet: null,
        audienceGroupId: null,
        search: '',
        ...body,
      };
      const page = await send('POST', CUSTOM_GROUP_API.audience(main()), { ...query, offset: 0 });
      expect(page.statusCode).toBe(200);
      const count = await send('POST', CUSTOM_GROUP_API.audienceCount(main()), query);
      const items = CustomAudiencePageSchema.parse(page.json()).items;
      expect(count.json().count).toBe(items.length);
      return items;
    };
    // 'later' registered (country DE) in an earlier test.
    expect(short(await audience({ filterSet: filter([countryIs('DE')]) }))).toEqual([
      'later',
      'r3',
      'r1',
    ]);
    expect(
      short(await audience({ filterSet: filter([countryIs('DE')], true), audienceGroupId: id })),
    ).toEqual(['later', 'r5', 'r3', 'r1']);
    expect(short(await audience({ filterSet: filter([countryIs('DE')], true) }))).toEqual([
      'later',
      'r3',
      'r1',
    ]);
    expect(short(await audience({ filterSet: filter([]) }))).toEqual([]);
    const everyone = await audience({ filterSet: null, search: 'r4@' });
    expect(short(everyone)).toEqual(['r4']);
    const page = await send('POST', CUSTOM_GROUP_API.audience(main()), {
      offset: 0,
      filterSet: null,
      audienceGroupId: null,
      search: '',
    });
    expect(page.json()).toMatchObject({ offset: 0, pageSize: 20 });
    const bad = await send('POST', CUSTOM_GROUP_API.audience(main()), {
      offset: -1,
      filterSet: null,
      audienceGroupId: null,
      search: '',
    });
    expect(bad.json().field).toBe('offset');
  });

  it('gives each member row its audiences count, access groups, ticket and status', async () => {
    const id = await create('Row details', 'STATIC');
    await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({
        groupName: 'Row details',
        groupUpdateType: 'STATIC',
        isAccessControlEnabled: true,
        selectedAudienceRegistrationIdList: [s.fx.regId(1)],
      }),
    );
    const [r1] = await members(id);
    // Attendees, F1, T1 (system groups), then the custom groups r1 is in with access control on:
    // Row details (a member row) and Mapped (ACTIVE, its filter country = DE matches r1).
    const names = r1?.accessGroupList ?? [];
    expect(names).toEqual(['Attendees', 'F1', 'T1', 'Mapped', 'Row details']);
    // Audiences counts the custom groups without access control too: Custom A (member rows) and
    // the ACTIVE country = DE groups of earlier tests (Germans, Germans plus, Checked twice).
    expect(r1).toMatchObject({
      ticketTypeName: 'T1',
      isAttended: true,
      isManuallyAdded: true,
      role: 'ATTENDEE',
    });
    expect(r1?.noOfAudiences).toBe(names.length + 4);
  });

  it('downloads the members as formula-safe CSV', async () => {
    const id = await create('Csv group', 'STATIC');
    await s.db.update(events).set({ isDayWiseBlock: false }).where(eq(events.id, main()));
    await send(
      'PUT',
      CUSTOM_GROUP_API.group(main(), id),
      saveBody({
        groupName: 'Csv group',
        groupUpdateType: 'STATIC',
        selectedAudienceRegistrationIdList: [s.fx.regId(2)],
      }),
    );
    const later = await send('POST', `/events/${main()}/registrations`, {
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: 'X',
      email: 'formula@test.dev',
      flowId: s.fx.flows.f1.id,
      ticketTypeId: null,
      role: 'ATTENDEE',
    });
    await s.db
      .insert(audienceGroupMembers)
      .values({ groupId: id, registrationId: later.json().registrationId, addedManually: true });
    const response = await read(CUSTOM_GROUP_API.membersCsv(main(), id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('custom-group.csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Name,Email,Audiences,Access groups,Ticket type,Status');
    expect(lines[1]).toMatch(/^"'=HYPERLINK/);
    expect(lines[2]).toMatch(/^R \d+,r2@test.dev,\d+,Attendees; F1; T1,T1,Not attended$/);
  });

  it('reads the calendar invite setting', async () => {
    const url = CUSTOM_GROUP_API.calendarInviteSetting(main());
    expect(CalendarInviteSettingSchema.parse((await read(url)).json())).toEqual({
      isDayWiseBlock: false,
    });
    await s.db.update(events).set({ isDayWiseBlock: true }).where(eq(events.id, main()));
    expect((await read(url)).json()).toEqual({ isDayWiseBlock: true });
    expect((await read(url, 'approver')).statusCode).toBe(403);
  });
});
