import { it } from 'node:test';
import { expect } from 'expect';
import { and, eq, sql } from 'drizzle-orm';
import { audienceGroupUsages } from '../audiences/schema';
import { queryRows } from '../db/client';
import { events } from '../db/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';
import {
  INVITE_LIST_API,
  InviteCommunicationsResponseSchema,
  InviteesPageSchema,
  InviteListsResponseSchema,
} from '@console/people-contract';

describeApi(
  'invite-list demo data',
  nothingToPrepare,
  (s) => {
    const eventNamed = async (name: string) => {
      const [event] = await s.db.select().from(events).where(eq(events.name, name));
      if (!event) throw new Error(`${name} missing`);
      return event;
    };

    it('gives the virtual event and the webinar invitation emails and lists of mixed statuses', async () => {
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      for (const [name, lists, communications] of [
        [MAIN_EVENT_NAME, ['Partners', 'Press', 'VIP dinner'], 3],
        ['Product Deep-Dive Webinar', ['Customer advisory board', 'Beta testers'], 2],
      ] as const) {
        const event = await eventNamed(name);
        const comms = InviteCommunicationsResponseSchema.parse(
          (await get(s.app, `/api${INVITE_LIST_API.communications(event.id)}`, session)).json(),
        );
        expect(comms.communications).toHaveLength(communications);
        const { inviteLists } = InviteListsResponseSchema.parse(
          (await get(s.app, `/api${INVITE_LIST_API.lists(event.id)}`, session)).json(),
        );
        expect(inviteLists.map((l) => l.name)).toEqual(lists);
        for (const list of inviteLists) {
          expect(list.noOfAudiences).toBeGreaterThanOrEqual(20);
          expect(list.noOfAudiences).toBeLessThanOrEqual(200);
          for (const status of ['REGISTERED', 'DECLINED', 'AWAITING_RESPONSE']) {
            const page = InviteesPageSchema.parse(
              (
                await get(
                  s.app,
                  `/api${INVITE_LIST_API.invitees(event.id, list.audienceGroupId)}?statuses=${status}`,
                  session,
                )
              ).json(),
            );
            expect({ list: list.name, status, some: page.total > 0 }).toEqual({
              list: list.name,
              status,
              some: true,
            });
          }
        }
      }
    });

    it('makes every REGISTERED invitee a real registrant of the event, with the same email', async () => {
      const rows = await queryRows<{ invitees: number; matching: number }>(
        s.db,
        sql`
      select count(*)::int as invitees,
        count(*) filter (where r.status = 'REGISTERED' and r.email = i.email and r.event_id = i.event_id)::int as matching
      from invitees i left join registrations r on r.id = i.registration_id
      where i.invitation_status = 'REGISTERED'`,
      );
      expect(rows[0]?.invitees).toBeGreaterThan(0);
      expect(rows[0]?.matching).toBe(rows[0]?.invitees);
    });

    it('marks the VIP dinner list as already sent an invitation', async () => {
      const main = await eventNamed(MAIN_EVENT_NAME);
      const rows = await s.db
        .select({ usedBy: audienceGroupUsages.usedBy })
        .from(audienceGroupUsages)
        .innerJoin(sql`audience_groups g`, sql`g.id = ${audienceGroupUsages.audienceGroupId}`)
        .where(
          and(
            eq(audienceGroupUsages.usedIn, 'COMMUNICATION_SENT'),
            sql`g.event_id = ${main.id}::int and g.name = 'VIP dinner'`,
          ),
        );
      expect(rows).toEqual([{ usedBy: 'VIP dinner invitation' }]);
    });
  },
  { template: 'demo' },
);
