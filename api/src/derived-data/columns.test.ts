/**
 * The derived columns of source rows verified and repaired: a request's attendee count, the
 * registered flags of ticket lines and reservations, an invitee's link to its registration and a
 * coupon's uses. Each corrupted is found exactly, repaired, and the endpoint that reads it (or the
 * count kept from it) answers the true figure again. A flag written wrong together with the count
 * kept from it (around the triggers) is found as the flag: the count is recounted from the flags,
 * and the flag's repair brings it along through the flag's own trigger.
 */
import { before, it } from 'node:test';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { expect } from 'expect';
import {
  APPROVAL_API,
  CouponListSchema,
  RegistrationCountsSummarySchema,
  TicketTypeListSchema,
} from '@console/approvals-contract';
import { AUDIENCE_LIST_API, AudienceCountSchema } from '@console/people-contract';
import {
  coupons,
  registrationTickets,
  ticketReservations,
  ticketUsageCounts,
} from '../approvals/schema';
import { queryRows } from '../db/client';
import { registrations, ticketTypes } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import type { TestSession } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import {
  demoEventId,
  expectFoundAndRepaired,
  organizer,
  read,
  withoutTriggers,
} from './derived-data-fixture';

describeApi(
  'derived columns verified and repaired',
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
    const available = async (ticketTypeId: number) =>
      (
        await read(s.app, session, APPROVAL_API.ticketTypes(eventId), TicketTypeListSchema)
      ).ticketTypePublicListResponseList.find((t) => t.ticketTypeId === ticketTypeId)
        ?.availableQuantity;
    const usage = async (ticketTypeId: number) => {
      const [row] = await s.db
        .select({ used: ticketUsageCounts.used, reserved: ticketUsageCounts.reserved })
        .from(ticketUsageCounts)
        .where(eq(ticketUsageCounts.ticketTypeId, ticketTypeId));
      if (!row) throw new Error(`no usage kept for ticket type ${ticketTypeId}`);
      return row;
    };

    it('registrations.attendee_count: a wrong count is found and repaired, the pending attendees are true again', async () => {
      const truth = await summary();
      const r = registrations;
      const [request] = await s.db
        .select({ id: r.id, attendees: r.attendeeCount, types: r.requestedTicketTypeIds })
        .from(r)
        .where(
          and(
            eq(r.eventId, eventId),
            eq(r.status, 'PENDING'),
            sql`cardinality(${r.requestedTicketTypeIds}) > 0`,
          ),
        )
        .orderBy(r.id)
        .limit(1);
      if (!request) throw new Error('no pending request with tickets in the demo');
      // Its triggers keep the approvals' counts consistent with the wrong column: only it differs.
      await s.db
        .update(r)
        .set({ attendeeCount: request.attendees + 3 })
        .where(eq(r.id, request.id));
      expect((await summary()).totalPendingRegistrationsIncludesTicketsQuantity).toBe(
        truth.totalPendingRegistrationsIncludesTicketsQuantity + 3,
      );

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'registrations',
          key: { id: request.id },
          stored: {
            attendee_count: request.attendees + 3,
            requested_ticket_type_ids: request.types,
          },
          recounted: {
            attendee_count: request.attendees,
            requested_ticket_type_ids: request.types,
          },
        },
      ]);
      expect(await summary()).toEqual(truth);
    });

    it('registration_tickets.registered: a flag and its count written around the triggers: the flag is found, its repair fixes both', async () => {
      const [line] = await s.db
        .select({
          registrationId: registrationTickets.registrationId,
          ticketTypeId: registrationTickets.ticketTypeId,
          count: registrationTickets.count,
        })
        .from(registrationTickets)
        .innerJoin(registrations, eq(registrations.id, registrationTickets.registrationId))
        .innerJoin(ticketTypes, eq(ticketTypes.id, registrationTickets.ticketTypeId))
        .where(
          and(
            eq(registrations.eventId, eventId),
            eq(registrations.status, 'REGISTERED'),
            isNotNull(ticketTypes.quantity),
          ),
        )
        .orderBy(registrationTickets.registrationId)
        .limit(1);
      if (!line) throw new Error('no completed ticket line of a limited ticket type in the demo');
      const before = await usage(line.ticketTypeId);
      const truth = await available(line.ticketTypeId);
      await withoutTriggers(s.db, async (tx) => {
        await tx
          .update(registrationTickets)
          .set({ registered: false })
          .where(
            and(
              eq(registrationTickets.registrationId, line.registrationId),
              eq(registrationTickets.ticketTypeId, line.ticketTypeId),
            ),
          );
        await tx
          .update(ticketUsageCounts)
          .set({ used: before.used - line.count })
          .where(eq(ticketUsageCounts.ticketTypeId, line.ticketTypeId));
      });
      expect(await available(line.ticketTypeId)).toBe((truth ?? 0) + line.count);

      // The count is recounted from the flags, as its trigger counts: the flag alone differs, and
      // its repair counts the line again through that trigger.
      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'registration_tickets',
          key: { registration_id: line.registrationId, ticket_type_id: line.ticketTypeId },
          stored: { registered: false },
          recounted: { registered: true },
        },
      ]);
      expect(await usage(line.ticketTypeId)).toEqual(before);
      expect(await available(line.ticketTypeId)).toBe(truth);
    });

    it('ticket_reservations.registered: a flag and its count written around the triggers: the flag is found, its repair fixes both', async () => {
      const [held] = await s.db
        .select({
          id: ticketReservations.id,
          ticketTypeId: ticketReservations.ticketTypeId,
          count: ticketReservations.count,
        })
        .from(ticketReservations)
        .innerJoin(registrations, eq(registrations.id, ticketReservations.registrationId))
        .innerJoin(ticketTypes, eq(ticketTypes.id, ticketReservations.ticketTypeId))
        .where(
          and(
            eq(registrations.eventId, eventId),
            ne(registrations.status, 'REGISTERED'),
            isNull(ticketReservations.releasedAt),
            isNotNull(ticketTypes.quantity),
          ),
        )
        .orderBy(ticketReservations.id)
        .limit(1);
      if (!held) throw new Error('no open reservation of a limited ticket type in the demo');
      const before = await usage(held.ticketTypeId);
      const truth = await available(held.ticketTypeId);
      await withoutTriggers(s.db, async (tx) => {
        await tx
          .update(ticketReservations)
          .set({ registered: true })
          .where(eq(ticketReservations.id, held.id));
        await tx
          .update(ticketUsageCounts)
          .set({ reserved: before.reserved - held.count })
          .where(eq(ticketUsageCounts.ticketTypeId, held.ticketTypeId));
      });
      expect(await available(held.ticketTypeId)).toBe((truth ?? 0) + held.count);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'ticket_reservations',
          key: { id: held.id },
          stored: { registered: true },
          recounted: { registered: false },
        },
      ]);
      expect(await usage(held.ticketTypeId)).toEqual(before);
      expect(await available(held.ticketTypeId)).toBe(truth);
    });

    it('invitees: a link cleared is found and linked again, the invite list counts its registrant', async () => {
      const [linked] = await queryRows<{
        id: number;
        list: number;
        registration_id: number;
        created_at: string;
      }>(
        s.db,
        sql`select id, audience_group_id as list, registration_id,
            to_jsonb(registration_created_at) #>> '{}' as created_at
          from invitees where event_id = ${eventId}::int and registration_id is not null
          order by id limit 1`,
      );
      if (!linked) throw new Error('no registered invitee in the demo');
      const audience = async () =>
        (
          await read(
            s.app,
            session,
            AUDIENCE_LIST_API.count(eventId, linked.list),
            AudienceCountSchema,
          )
        ).total;
      const truth = await audience();
      // As a writer that unlinks it: the triggers send it back to awaiting and count it there.
      await s.db.update(invitees).set({ registrationId: null }).where(eq(invitees.id, linked.id));
      expect(await audience()).toBe(truth - 1);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'invitees',
          key: { id: linked.id },
          stored: {
            invitation_status: 'AWAITING_RESPONSE',
            registration_id: null,
            registration_created_at: null,
          },
          recounted: {
            invitation_status: 'REGISTERED',
            registration_id: linked.registration_id,
            registration_created_at: linked.created_at,
          },
        },
      ]);
      expect(await audience()).toBe(truth);
    });

    it('coupons.used: a wrong count of uses is found and repaired, the coupon list is true again', async () => {
      const list = async () =>
        (await read(s.app, session, APPROVAL_API.coupons(eventId), CouponListSchema)).coupons;
      const [coupon] = await s.db
        .select({ id: coupons.id, used: coupons.used })
        .from(coupons)
        .where(and(eq(coupons.eventId, eventId), gt(coupons.used, 0)))
        .orderBy(desc(coupons.used))
        .limit(1);
      if (!coupon) throw new Error('no coupon used in the demo');
      const truth = await list();
      await s.db
        .update(coupons)
        .set({ used: coupon.used + 4 })
        .where(eq(coupons.id, coupon.id));
      expect((await list()).find((c) => c.couponId === coupon.id)?.used).toBe(coupon.used + 4);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'coupons',
          key: { id: coupon.id },
          stored: { used: coupon.used + 4 },
          recounted: { used: coupon.used },
        },
      ]);
      expect(await list()).toEqual(truth);
    });
  },
  { template: 'demo' },
);
