/**
 * The kept counts verified and repaired (derived-data/): on the demo data a check finds nothing
 * (a recount that disagreed with its trigger would show here); each count table corrupted (a count
 * changed, a row deleted) is found exactly, repaired, and the endpoint that reads it answers the
 * true figure again; rows of deleted events, invite lists and ticket types are found and deleted.
 */
import { before, it } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import {
  APPROVAL_API,
  RegistrationCountsSummarySchema,
  TicketTypeListSchema,
} from '@console/approvals-contract';
import { ANALYTICS_API, LeaderboardPageSchema } from '@console/analytics-contract';
import { AUDIENCE_API, AudienceListResponseSchema } from '@console/people-contract';
import { approvalTabCounts, ticketUsageCounts } from '../approvals/schema';
import { leaderboardCounts, leaderboardPoints } from '../analytics/schema';
import { audienceCounts } from '../audiences/schema';
import {
  audienceGroups,
  events,
  registrationFlows,
  registrations,
  ticketTypes,
} from '../db/schema';
import { queryRows } from '../db/client';
import { inviteeCounts } from '../invite-lists/schema';
import type { TestSession } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { demoEventId, expectFoundAndRepaired, organizer, read } from './derived-data-fixture';
import {
  eventsToCheck,
  repairEvent,
  repairOwnerless,
  verifyEvent,
  verifyOwnerless,
} from './repair';

describeApi(
  'derived counts verified and repaired',
  nothingToPrepare,
  (s) => {
    let session: TestSession;
    let eventId = 0;
    before(async () => {
      session = await organizer(s.app);
      eventId = await demoEventId(s.db);
    });

    const summary = () =>
      read(s.app, session, APPROVAL_API.summary(eventId), RegistrationCountsSummarySchema);
    const groups = () =>
      read(s.app, session, AUDIENCE_API.groups(eventId), AudienceListResponseSchema);

    it('finds nothing on the demo data, in any event', async () => {
      const ids = await eventsToCheck(s.db);
      expect(ids.length).toBeGreaterThan(10);
      for (const id of ids)
        expect({ id, found: await verifyEvent(s.db, id) }).toEqual({ id, found: [] });
      expect(await verifyOwnerless(s.db)).toEqual([]);
    });

    it('approval_tab_counts: a changed count is found and repaired, the summary is true again', async () => {
      const truth = await summary();
      const c = approvalTabCounts;
      const [row] = await s.db
        .select()
        .from(c)
        .where(and(eq(c.eventId, eventId), eq(c.approvalTab, 'PENDING')))
        .orderBy(desc(c.total))
        .limit(1);
      if (!row) throw new Error('no pending requests in the demo');
      const key = and(
        eq(c.eventId, eventId),
        eq(c.approvalTab, row.approvalTab),
        eq(c.flowId, row.flowId),
        sql`${c.requestedTicketTypeIds} = ${`{${row.requestedTicketTypeIds.join(',')}}`}::int[]`,
      );
      await s.db
        .update(c)
        .set({ total: row.total + 5, attendees: row.attendees + 7 })
        .where(key);
      const wrong = await summary();
      expect(wrong.totalPendingRegistrations).toBe(truth.totalPendingRegistrations + 5);

      const values = { selectable: row.selectable, completed: row.completed };
      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'approval_tab_counts',
          key: {
            event_id: eventId,
            approval_tab: 'PENDING',
            flow_id: row.flowId,
            requested_ticket_type_ids: row.requestedTicketTypeIds,
          },
          stored: { total: row.total + 5, attendees: row.attendees + 7, ...values },
          recounted: { total: row.total, attendees: row.attendees, ...values },
        },
      ]);
      expect(await summary()).toEqual(truth);
    });

    it('audience_counts: a deleted row is found and written again, the role group counts all', async () => {
      const attendees = async () =>
        (await groups()).roleBasedGroupList.find((g) => g.role === 'ATTENDEE')?.noOfAudiences;
      const truth = await attendees();
      const c = audienceCounts;
      const [row] = await s.db
        .select()
        .from(c)
        .where(and(eq(c.eventId, eventId), eq(c.role, 'ATTENDEE')))
        .orderBy(desc(c.registrants))
        .limit(1);
      if (!row || truth === undefined) throw new Error('no attendees in the demo');
      await s.db.execute(
        sql`delete from audience_counts where event_id = ${eventId}::int and role = 'ATTENDEE'
          and flow_id = ${row.flowId}::int and ticket_type_id is not distinct from ${row.ticketTypeId}::int
          and is_attended = ${row.isAttended}`,
      );
      expect(await attendees()).toBe(truth - row.registrants);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'audience_counts',
          key: {
            event_id: eventId,
            role: 'ATTENDEE',
            flow_id: row.flowId,
            ticket_type_id: row.ticketTypeId,
            is_attended: row.isAttended,
          },
          stored: null,
          recounted: { registrants: row.registrants },
        },
      ]);
      expect(await attendees()).toBe(truth);
    });

    it('ticket_usage_counts: a changed count is found and repaired, availability is true again', async () => {
      const available = async (ticketTypeId: number) =>
        (
          await read(s.app, session, APPROVAL_API.ticketTypes(eventId), TicketTypeListSchema)
        ).ticketTypePublicListResponseList.find((t) => t.ticketTypeId === ticketTypeId)
          ?.availableQuantity;
      const [ticket] = await s.db
        .select({
          id: ticketTypes.id,
          used: ticketUsageCounts.used,
          reserved: ticketUsageCounts.reserved,
        })
        .from(ticketTypes)
        .innerJoin(ticketUsageCounts, eq(ticketUsageCounts.ticketTypeId, ticketTypes.id))
        .where(and(eq(ticketTypes.eventId, eventId), sql`${ticketTypes.quantity} > 1000`))
        .orderBy(desc(ticketUsageCounts.used))
        .limit(1);
      if (!ticket) throw new Error('no limited ticket type sold in the demo');
      const truth = await available(ticket.id);
      await s.db
        .update(ticketUsageCounts)
        .set({ used: ticket.used - 100 })
        .where(eq(ticketUsageCounts.ticketTypeId, ticket.id));
      expect(await available(ticket.id)).toBe((truth ?? 0) + 100);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'ticket_usage_counts',
          key: { ticket_type_id: ticket.id },
          stored: { used: ticket.used - 100, reserved: ticket.reserved },
          recounted: { used: ticket.used, reserved: ticket.reserved },
        },
      ]);
      expect(await available(ticket.id)).toBe(truth);
    });

    it('invitee_counts: a changed count is found and repaired, the invite list counts its invitees', async () => {
      const [list] = await s.db
        .select({ id: audienceGroups.id, registered: inviteeCounts.invitees })
        .from(audienceGroups)
        .innerJoin(inviteeCounts, eq(inviteeCounts.audienceGroupId, audienceGroups.id))
        .where(
          and(
            eq(audienceGroups.eventId, eventId),
            eq(inviteeCounts.invitationStatus, 'REGISTERED'),
          ),
        )
        .orderBy(audienceGroups.id)
        .limit(1);
      if (!list) throw new Error('no invite list with registered invitees in the demo');
      const audience = async () =>
        (await groups()).invitedGroupList.find((g) => g.audienceGroupId === list.id)?.noOfAudiences;
      const truth = await audience();
      if (truth === undefined) throw new Error('the invite list is not listed');
      await s.db
        .update(inviteeCounts)
        .set({ invitees: list.registered + 2 })
        .where(
          and(
            eq(inviteeCounts.audienceGroupId, list.id),
            eq(inviteeCounts.invitationStatus, 'REGISTERED'),
          ),
        );
      expect(await audience()).toBe(truth + 2);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'invitee_counts',
          key: { audience_group_id: list.id, invitation_status: 'REGISTERED' },
          stored: { invitees: list.registered + 2 },
          recounted: { invitees: list.registered },
        },
      ]);
      expect(await audience()).toBe(truth);
    });

    it('leaderboard_counts: a deleted row is found and written again, the leaderboard total is true', async () => {
      const total = async () =>
        (await read(s.app, session, ANALYTICS_API.leaderboard(eventId), LeaderboardPageSchema))
          .total;
      const truth = await total();
      expect(truth).toBeGreaterThan(0);
      await s.db.delete(leaderboardCounts).where(eq(leaderboardCounts.eventId, eventId));
      expect(await total()).toBe(0);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'leaderboard_counts',
          key: { event_id: eventId },
          stored: null,
          recounted: { entries: truth },
        },
      ]);
      expect(await total()).toBe(truth);
    });

    it('finds and deletes the rows a deleted event left, and those of a deleted invite list or ticket type', async () => {
      const [demo] = await s.db.select().from(events).where(eq(events.id, eventId));
      if (!demo) throw new Error('the demo event is missing');
      const [gone] = await s.db
        .insert(events)
        .values({
          organizationId: demo.organizationId,
          name: 'Deleted later',
          type: 'EVENT',
          eventFormat: 'VIRTUAL',
          status: 'PUBLISHED',
          tz: 'UTC',
          startDateTime: new Date('2031-01-01T09:00:00Z'),
          endDateTime: new Date('2031-01-01T17:00:00Z'),
        })
        .returning();
      if (!gone) throw new Error('event missing');
      const [flow] = await s.db
        .insert(registrationFlows)
        .values({ eventId: gone.id, name: 'Public' })
        .returning();
      if (!flow) throw new Error('flow missing');
      const person = (status: 'REGISTERED' | 'PENDING', n: number) => ({
        eventId: gone.id,
        flowId: flow.id,
        role: 'ATTENDEE' as const,
        status,
        firstName: 'Gone',
        lastName: `${n}`,
        email: `gone${n}@demo.test`,
      });
      const [done] = await s.db
        .insert(registrations)
        .values([person('REGISTERED', 1), person('PENDING', 2)])
        .returning();
      if (!done) throw new Error('registration missing');
      await s.db
        .insert(leaderboardPoints)
        .values({ eventId: gone.id, registrationId: done.id, points: 10, rank: 1 });
      expect(await verifyEvent(s.db, gone.id)).toEqual([]);
      await s.db.delete(events).where(eq(events.id, gone.id));

      // The triggers counted the cascade down to zero rows, and moved the generation once more.
      expect(await eventsToCheck(s.db)).toContain(gone.id);
      const zero = { total: 0, selectable: 0, completed: 0, attendees: 0 };
      const tab = (approval_tab: string) => ({
        table: 'approval_tab_counts',
        key: { event_id: gone.id, approval_tab, flow_id: flow.id, requested_ticket_type_ids: [] },
        stored: zero,
        recounted: null,
      });
      const [generation] = await queryRows<{ generation: string | number }>(
        s.db,
        sql`select generation from audience_generations where event_id = ${gone.id}::int`,
      );
      await expectFoundAndRepaired(s.db, gone.id, [
        {
          table: 'audience_generations',
          key: { event_id: gone.id },
          stored: { generation: Number(generation?.generation) },
          recounted: null,
        },
        tab('APPROVED'),
        tab('PENDING'),
        {
          table: 'audience_counts',
          key: {
            event_id: gone.id,
            role: 'ATTENDEE',
            flow_id: flow.id,
            ticket_type_id: null,
            is_attended: false,
          },
          stored: { registrants: 0 },
          recounted: null,
        },
        {
          table: 'leaderboard_counts',
          key: { event_id: gone.id },
          stored: { entries: 0 },
          recounted: null,
        },
      ]);
      expect(await eventsToCheck(s.db)).not.toContain(gone.id);

      // An invite list deleted leaves its counts at zero; a bogus row names a ticket type never made.
      const [list] = await s.db
        .select({ id: audienceGroups.id })
        .from(audienceGroups)
        .where(and(eq(audienceGroups.eventId, eventId), eq(audienceGroups.type, 'INVITE_ONLY')))
        .orderBy(desc(audienceGroups.id))
        .limit(1);
      if (!list) throw new Error('no invite list in the demo');
      const statuses = await s.db
        .select({ status: inviteeCounts.invitationStatus })
        .from(inviteeCounts)
        .where(eq(inviteeCounts.audienceGroupId, list.id));
      await s.db.delete(audienceGroups).where(eq(audienceGroups.id, list.id));
      await s.db.insert(ticketUsageCounts).values({ ticketTypeId: 2_000_000_000, used: 3 });
      const ownerless = [
        ...statuses.map(({ status }) => ({
          table: 'invitee_counts',
          key: { audience_group_id: list.id, invitation_status: status },
          stored: { invitees: 0 },
          recounted: null,
        })),
        {
          table: 'ticket_usage_counts',
          key: { ticket_type_id: 2_000_000_000 },
          stored: { used: 3, reserved: 0 },
          recounted: null,
        },
      ];
      const byKey = (a: { key: object }, b: { key: object }) =>
        JSON.stringify(a.key).localeCompare(JSON.stringify(b.key));
      expect([...(await verifyOwnerless(s.db))].sort(byKey)).toEqual([...ownerless].sort(byKey));
      expect(await repairOwnerless(s.db)).toHaveLength(ownerless.length);
      expect(await verifyOwnerless(s.db)).toEqual([]);
      expect(await repairEvent(s.db, eventId)).toEqual([]);
    });
  },
  { template: 'demo' },
);
