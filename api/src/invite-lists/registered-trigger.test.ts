import { it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray } from 'drizzle-orm';
import { audienceGroups, registrations } from '../db/schema';
import { describeApi } from '../testing/suite';
import { buildInviteFixture } from './invite-lists-fixture';
import { invitees } from './schema';

describeApi(
  'an invitee who registers becomes REGISTERED (migration 0008 trigger)',
  buildInviteFixture,
  (s) => {
    it("marks every list of the event on the registration's completion, any email case", async () => {
      const { main, second, flows } = s.fx;
      const lists = await s.db
        .insert(audienceGroups)
        .values([
          { eventId: main.id, type: 'INVITE_ONLY', name: 'Trigger A' },
          { eventId: main.id, type: 'INVITE_ONLY', name: 'Trigger B' },
        ])
        .returning();
      const [a, b] = lists;
      if (!a || !b) throw new Error('lists missing');
      const rows = await s.db
        .insert(invitees)
        .values([
          { audienceGroupId: a.id, eventId: main.id, email: 'Joiner@Example.com' },
          {
            audienceGroupId: b.id,
            eventId: main.id,
            email: 'joiner@example.com',
            invitationStatus: 'DECLINED',
          },
          { audienceGroupId: s.fx.secondList.id, eventId: second.id, email: 'joiner@example.com' },
          { audienceGroupId: a.id, eventId: main.id, email: 'bystander@example.com' },
        ])
        .returning();
      const statuses = async () =>
        (
          await s.db
            .select({
              id: invitees.id,
              status: invitees.invitationStatus,
              reg: invitees.registrationId,
            })
            .from(invitees)
            .where(
              inArray(
                invitees.id,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(invitees.id)
        ).map((r) => [r.status, r.reg]);

      const [registration] = await s.db
        .insert(registrations)
        .values({
          eventId: main.id,
          flowId: flows.f1.id,
          firstName: 'Jo',
          lastName: 'Iner',
          email: 'JOINER@example.com',
          role: 'ATTENDEE',
          status: 'PENDING',
        })
        .returning();
      if (!registration) throw new Error('registration missing');
      expect(await statuses()).toEqual([
        ['AWAITING_RESPONSE', null],
        ['DECLINED', null],
        ['AWAITING_RESPONSE', null],
        ['AWAITING_RESPONSE', null],
      ]);

      await s.db
        .update(registrations)
        .set({ status: 'REGISTERED' })
        .where(eq(registrations.id, registration.id));
      expect(await statuses()).toEqual([
        ['REGISTERED', registration.id],
        ['REGISTERED', registration.id],
        ['AWAITING_RESPONSE', null],
        ['AWAITING_RESPONSE', null],
      ]);
    });

    it('marks invitees on a bulk insert of completed registrations too', async () => {
      const { main, flows } = s.fx;
      const [list] = await s.db
        .insert(audienceGroups)
        .values({ eventId: main.id, type: 'INVITE_ONLY', name: 'Trigger bulk' })
        .returning();
      if (!list) throw new Error('list missing');
      await s.db.insert(invitees).values(
        ['bulk1@example.com', 'bulk2@example.com', 'bulk3@example.com'].map((email) => ({
          audienceGroupId: list.id,
          eventId: main.id,
          email,
        })),
      );
      await s.db.insert(registrations).values(
        ['bulk1@example.com', 'bulk2@example.com'].map((email) => ({
          eventId: main.id,
          flowId: flows.f1.id,
          firstName: 'B',
          lastName: 'Ulk',
          email,
          role: 'ATTENDEE' as const,
          status: 'REGISTERED' as const,
        })),
      );
      const after = await s.db
        .select({ email: invitees.email, status: invitees.invitationStatus })
        .from(invitees)
        .where(eq(invitees.audienceGroupId, list.id))
        .orderBy(invitees.email);
      expect(after.map((r) => r.status)).toEqual(['REGISTERED', 'REGISTERED', 'AWAITING_RESPONSE']);
    });
  },
);
