import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { CUSTOM_GROUP_API, type SaveCustomGroupRequest } from '@console/people-contract';
import { entriesOf } from '../activity-log/testing';
import { registrations } from '../db/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import { buildCustomGroupsFixture, countryCondition, filterSetOf } from './custom-groups-fixture';

describeApi('custom group writes in the activity log', buildCustomGroupsFixture, (s) => {
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      headers: sessionHeaders(await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD), true),
      ...(payload ? { payload } : {}),
    });
  const main = () => s.fx.main.id;
  const entries = () => entriesOf(s.db, main());
  const added = async (start: number) => (await entries()).slice(start);
  const create = (groupName: string) =>
    send('POST', CUSTOM_GROUP_API.groups(main()), {
      groupName,
      isAccessControlEnabled: false,
      groupUpdateType: 'ACTIVE',
    });
  const saveBody = (over: Partial<SaveCustomGroupRequest> = {}): SaveCustomGroupRequest => ({
    groupName: 'Germans saved',
    isAccessControlEnabled: false,
    groupUpdateType: 'ACTIVE',
    isActive: true,
    status: 'PUBLISHED',
    filterMapping: filterSetOf(countryCondition(s.fx)),
    selectedAudienceRegistrationIdList: [s.fx.regId(5)],
    isStaticGroupWithAllSelected: false,
    ...over,
  });

  it('records a created group once; a duplicate name (409) records nothing', async () => {
    const start = (await entries()).length;
    const response = await create('Germans');
    expect(response.statusCode).toBe(201);
    const id = (response.json() as { audienceGroupId: number }).audienceGroupId;
    expect((await create('germans')).statusCode).toBe(409);
    expect(await added(start)).toEqual([
      expect.objectContaining({
        area: 'CUSTOM_GROUPS',
        action: 'custom-group.created',
        targetType: 'audience-group',
        targetId: String(id),
        targetLabel: 'Germans',
        summary: 'Created the group Germans',
        before: null,
        after: {
          name: 'Germans',
          updateType: 'ACTIVE',
          isAccessControlEnabled: false,
          status: 'DRAFT',
        },
      }),
    ]);
  });

  it('records a save with the changed values only, a removed manual member; refusals record nothing', async () => {
    const id = (
      (await create('Germans draft')).json() as {
        audienceGroupId: number;
      }
    ).audienceGroupId;
    const start = (await entries()).length;
    const url = CUSTOM_GROUP_API.group(main(), id);
    const member = CUSTOM_GROUP_API.manualMember(main(), id, s.fx.regId(5));
    // 400 an unknown registrant, 409 a taken name, 404 not a manual member.
    expect(
      (await send('PUT', url, saveBody({ selectedAudienceRegistrationIdList: [999_999] })))
        .statusCode,
    ).toBe(400);
    expect((await send('PUT', url, saveBody({ groupName: 'Invite B' }))).statusCode).toBe(409);
    expect((await send('DELETE', member)).statusCode).toBe(404);
    expect(await added(start)).toEqual([]);

    expect((await send('PUT', url, saveBody())).statusCode).toBe(200);
    expect((await send('DELETE', member)).statusCode).toBe(204);
    const [reg] = await s.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, s.fx.regId(5)));
    const name = `${reg?.firstName ?? ''} ${reg?.lastName ?? ''}`.trim() || reg?.email;
    expect(await added(start)).toEqual([
      expect.objectContaining({
        area: 'CUSTOM_GROUPS',
        action: 'custom-group.saved',
        targetId: String(id),
        targetLabel: 'Germans saved',
        summary: 'Saved the group Germans saved',
        before: {
          name: 'Germans draft',
          status: 'DRAFT',
          isActive: false,
          filterOperation: null,
          filter: [],
          manualMembers: 0,
        },
        after: {
          name: 'Germans saved',
          status: 'PUBLISHED',
          isActive: true,
          filterOperation: 'AND',
          filter: ['country EQUAL "DE"'],
          manualMembers: 1,
        },
      }),
      expect.objectContaining({
        area: 'CUSTOM_GROUPS',
        action: 'custom-group.member.removed',
        targetId: String(id),
        summary: `Removed ${name} from the group Germans saved`,
        before: { registrationId: s.fx.regId(5), member: name },
        after: null,
      }),
    ]);
  });
});
