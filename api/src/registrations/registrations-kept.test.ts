/**
 * Someone registered by hand is everywhere a registrant is, at once, through the same database
 * triggers as any other writer: an ACTIVE custom group whose filter matches has them, an invitee
 * with their email is REGISTERED, and the kept audience, approval tab and ticket usage counts move.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { describeApi } from '../testing/suite';
import { buildFormFixture, formClient } from '../registration-form/form-fixture';
import {
  AudienceListResponseSchema,
  CreateCustomGroupResponseSchema,
  CUSTOM_GROUP_API,
  CustomAudiencePageSchema,
  INVITE_LIST_API,
  InviteeSchema,
  REGISTRATION_API,
  type SaveCustomGroupRequest,
} from '@console/people-contract';
import {
  APPROVAL_API,
  RegistrationCountsSummarySchema,
  TicketTypeListSchema,
} from '@console/approvals-contract';

describeApi('registrants added by hand are counted and grouped at once', buildFormFixture, (s) => {
  const c = formClient(s);
  const main = () => s.fx.main.id;
  let seq = 0;
  const register = async (over: object) => {
    const response = await c.send('POST', REGISTRATION_API.create(main()), {
      firstName: 'Kept',
      lastName: 'Person',
      email: `kept${(seq += 1)}@test.dev`,
      flowId: s.fx.flows.f1.id,
      role: 'ATTENDEE',
      ...over,
    });
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
    return response.json().registrationId as number;
  };

  it('is a member of an ACTIVE custom group whose filter matches, read through its members', async () => {
    const created = await c.send('POST', CUSTOM_GROUP_API.groups(main()), {
      groupName: 'French',
      isAccessControlEnabled: false,
      groupUpdateType: 'ACTIVE',
    });
    const groupId = CreateCustomGroupResponseSchema.parse(created.json()).audienceGroupId;
    const save: SaveCustomGroupRequest = {
      groupName: 'French',
      isAccessControlEnabled: false,
      groupUpdateType: 'ACTIVE',
      isActive: true,
      status: 'PUBLISHED',
      filterMapping: {
        operationType: 'AND',
        filterConditionsDTOList: [
          {
            elementId: 'c1',
            filterFieldId: s.fx.fieldId('country'),
            fieldName: 'country',
            filterType: 'CUSTOM',
            type: 'STRING',
            operator: 'EQUAL',
            compareValue: 'FR',
            customConditionData: null,
          },
        ],
        isPassAudienceGroupId: false,
        checkForcedUpdatedMapping: false,
      },
      selectedAudienceRegistrationIdList: [],
      isStaticGroupWithAllSelected: false,
    };
    expect((await c.send('PUT', CUSTOM_GROUP_API.group(main(), groupId), save)).statusCode).toBe(
      200,
    );
    const members = async () =>
      CustomAudiencePageSchema.parse(
        (await c.read(CUSTOM_GROUP_API.members(main(), groupId))).json(),
      ).items.map((m) => m.registrationId);
    expect(await members()).toEqual([s.fx.regId(2)]);
    const french = await register({ customField: { country: 'FR' } });
    await register({ customField: { country: 'DE' } });
    expect(await members()).toEqual([french, s.fx.regId(2)]);
  });

  it('makes an invitee with that email REGISTERED, whatever its case, in the invite list', async () => {
    const list = s.fx.invite.id;
    const added = await c.send('POST', INVITE_LIST_API.invitees(main(), list), {
      email: 'Guest.Star@Test.dev',
    });
    expect(added.statusCode).toBe(201);
    const status = async () =>
      InviteeSchema.parse(
        (await c.read(INVITE_LIST_API.inviteeByEmail(main(), list, 'Guest.Star@Test.dev'))).json(),
      ).invitationStatus;
    expect(await status()).toBe('AWAITING_RESPONSE');
    await register({ email: 'guest.star@test.dev' });
    expect(await status()).toBe('REGISTERED');
  });

  it('moves the kept audience, approval tab and ticket usage counts by what it adds', async () => {
    const { t2, t3 } = s.fx.tickets;
    const audience = async () => {
      const body = AudienceListResponseSchema.parse(
        (await c.read(`/events/${main()}/audience-groups`)).json(),
      );
      return Object.fromEntries(
        body.ticketBasedGroupList.map((g) => [g.name, g.noOfAudiences] as const),
      );
    };
    const summary = async () =>
      RegistrationCountsSummarySchema.parse((await c.read(APPROVAL_API.summary(main()))).json());
    const available = async () =>
      Object.fromEntries(
        TicketTypeListSchema.parse(
          (await c.read(APPROVAL_API.ticketTypes(main()))).json(),
        ).ticketTypePublicListResponseList.map((t) => [t.name, t.availableQuantity] as const),
      );
    const [audienceBefore, summaryBefore, availableBefore] = [
      await audience(),
      await summary(),
      await available(),
    ];
    await register({
      tickets: [
        { ticketTypeId: t2.id, count: 1 },
        { ticketTypeId: t3.id, count: 4 },
      ],
    });
    // The row's ticket is the smallest type: T2's group gains one registrant.
    expect(await audience()).toEqual({
      ...audienceBefore,
      T2: (audienceBefore.T2 ?? 0) + 1,
    });
    const summaryAfter = await summary();
    expect(summaryAfter).toEqual({
      ...summaryBefore,
      totalActiveRegistrations: summaryBefore.totalActiveRegistrations + 5,
      totalApprovedRegistrations: summaryBefore.totalApprovedRegistrations + 1,
      totalRegistrationCompletedAfterApproved:
        summaryBefore.totalRegistrationCompletedAfterApproved + 1,
    });
    expect(await available()).toEqual({
      ...availableBefore,
      T2: (availableBefore.T2 ?? 0) - 1,
      T3: (availableBefore.T3 ?? 0) - 4,
    });
  });
});
