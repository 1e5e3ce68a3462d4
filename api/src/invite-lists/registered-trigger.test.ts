import { it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray } from 'drizzle-orm';
import { audienceGroups, registrations } from '../db/schema';
import { describeApi } from '../testing/suite';
import { buildInviteFixture } from './invite-lists-fixture';
import { invitees } from './schema';

/**
 * An invitee is REGISTERED exactly while it links a completed registration of the event: marked
 * when one completes (migration 0008), awaiting again when it is deleted or no longer completed,
 * and a row breaking the rule refused (migration 0021).
 */
describeApi(
  'an invitee is REGISTERED exactly while it links a completed registration',
  buildInviteFixture,
  (s) => {
    const newList = async (name: string) => {
      const [list] = await s.db
        .insert(audienceGroups)
        .values({ eventId: s.fx.main.id, type: 'INVITE_ONLY', name })
        .returning();
      if (!list) throw new Error('list missing');
      return list;
    };

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
      const list = await newList('Trigger bulk');
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

    it('leaves an invitee awaiting again when its registration is no longer completed or deleted', async () => {
      const { main, flows } = s.fx;
      const list = await newList('Trigger unlink');
      const [invitee] = await s.db
        .insert(invitees)
        .values({ audienceGroupId: list.id, eventId: main.id, email: 'leaver@example.com' })
        .returning();
      if (!invitee) throw new Error('invitee missing');
      const link = async () => {
        const [row] = await s.db
          .select({ status: invitees.invitationStatus, reg: invitees.registrationId })
          .from(invitees)
          .where(eq(invitees.id, invitee.id));
        return row && [row.status, row.reg];
      };
      const [registration] = await s.db
        .insert(registrations)
        .values({
          eventId: main.id,
          flowId: flows.f1.id,
          firstName: 'Lea',
          lastName: 'Ver',
          email: 'leaver@example.com',
          role: 'ATTENDEE',
          status: 'REGISTERED',
        })
        .returning();
      if (!registration) throw new Error('registration missing');
      const byId = eq(registrations.id, registration.id);
      expect(await link()).toEqual(['REGISTERED', registration.id]);

      await s.db.update(registrations).set({ status: 'REJECTED' }).where(byId);
      expect(await link()).toEqual(['AWAITING_RESPONSE', null]);
      await s.db.update(registrations).set({ status: 'REGISTERED' }).where(byId);
      expect(await link()).toEqual(['REGISTERED', registration.id]);
      await s.db.delete(registrations).where(byId);
      expect(await link()).toEqual(['AWAITING_RESPONSE', null]);
    });

    it("keeps its registration's created_at beside every link, moved with it and cleared with the link", async () => {
      const { main, flows } = s.fx;
      const list = await newList('Trigger created');
      const [registration] = await s.db
        .insert(registrations)
        .values({
          eventId: main.id,
          flowId: flows.f1.id,
          firstName: 'Cre',
          lastName: 'Ated',
          email: 'created@example.com',
          role: 'ATTENDEE',
          status: 'REGISTERED',
          createdAt: new Date('2031-05-01T10:00:00.123Z'),
        })
        .returning();
      if (!registration) throw new Error('registration missing');
      const byId = eq(registrations.id, registration.id);
      // Linked as it is written (the import's and a hand-added invitee's way).
      const [invitee] = await s.db
        .insert(invitees)
        .values({
          audienceGroupId: list.id,
          eventId: main.id,
          email: 'created@example.com',
          invitationStatus: 'REGISTERED',
          registrationId: registration.id,
        })
        .returning();
      if (!invitee) throw new Error('invitee missing');
      const copied = async () => {
        const [row] = await s.db
          .select({ at: invitees.registrationCreatedAt })
          .from(invitees)
          .where(eq(invitees.id, invitee.id));
        return row?.at?.toISOString() ?? null;
      };
      expect(await copied()).toBe('2031-05-01T10:00:00.123Z');

      await s.db
        .update(registrations)
        .set({ createdAt: new Date('2031-06-01T00:00:00.456Z') })
        .where(byId);
      expect(await copied()).toBe('2031-06-01T00:00:00.456Z');
      await s.db.update(registrations).set({ status: 'REJECTED' }).where(byId);
      expect(await copied()).toBeNull();
      // Linked again by the registrations' trigger on completion.
      await s.db.update(registrations).set({ status: 'REGISTERED' }).where(byId);
      expect(await copied()).toBe('2031-06-01T00:00:00.456Z');
      await s.db.delete(registrations).where(byId);
      expect(await copied()).toBeNull();

      await expect(
        s.db
          .update(invitees)
          .set({ registrationCreatedAt: new Date() })
          .where(eq(invitees.id, invitee.id)),
      ).rejects.toMatchObject({
        cause: expect.objectContaining({ constraint: 'invitees_registration_created_ck' }),
      });
    });

    it('refuses an invitee REGISTERED without a registration, or linked and not REGISTERED', async () => {
      const { main } = s.fx;
      const [registrant] = await s.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.eventId, main.id))
        .limit(1);
      if (!registrant) throw new Error('registrant missing');
      const insert = (values: Partial<typeof invitees.$inferInsert>) =>
        s.db.insert(invitees).values({
          audienceGroupId: s.fx.invite.id,
          eventId: main.id,
          email: 'rule@example.com',
          ...values,
        });
      const refusal = {
        cause: expect.objectContaining({ constraint: 'invitees_registered_linked_ck' }),
      };
      await expect(insert({ invitationStatus: 'REGISTERED' })).rejects.toMatchObject(refusal);
      await expect(insert({ registrationId: registrant.id })).rejects.toMatchObject(refusal);
      await expect(
        insert({ invitationStatus: 'DECLINED', registrationId: registrant.id }),
      ).rejects.toMatchObject(refusal);
    });
  },
);
