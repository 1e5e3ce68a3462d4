/**
 * Ticket availability comes from kept counts (ticket_usage_counts, migration 0015). At small scale
 * they must equal the tickets counted from the lines and reservations (completed requests' lines
 * used; open reservations of requests not completed reserved) after every kind of write,
 * cascades from deleted requests included.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { registrations } from '../db/schema';
import { buildFixture } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import { approvalEvent } from './approvals-fixture';
import { ticketAvailability } from './queries';
import { registrationTickets, ticketReservations } from './schema';

interface Usage {
  ticketTypeId: number;
  used: number;
  reserved: number;
}

describeApi('ticket availability from kept counts', buildFixture, (s) => {
  /** Used and reserved tickets per ticket type, counted as ticketAvailability did before. */
  const countedUsage = (eventId: number) =>
    queryRows<Usage>(
      s.db,
      sql`select t.id as "ticketTypeId",
          coalesce((select sum(rt.count) from registration_tickets rt join registrations r on r.id = rt.registration_id
            where rt.ticket_type_id = t.id and r.status = 'REGISTERED'), 0)::int as used,
          coalesce((select sum(tr.count) from ticket_reservations tr join registrations r on r.id = tr.registration_id
            where tr.ticket_type_id = t.id and tr.released_at is null and r.status <> 'REGISTERED'), 0)::int as reserved
        from ticket_types t where t.event_id = ${eventId}::int order by t.id`,
    );

  /** Kept equals counted, and availability is quantity - used - reserved. */
  const expectKeptExact = async (eventId: number) => {
    const counted = await countedUsage(eventId);
    const kept = await ticketAvailability(s.db, eventId);
    expect(kept.map((t) => t.used)).toEqual(counted.map((t) => t.used));
    expect(kept.map((t) => t.remaining)).toEqual(
      kept.map((t, i) => {
        const c = counted[i];
        return t.quantity === null || !c ? null : t.quantity - c.used - c.reserved;
      }),
    );
    return counted;
  };

  it('keeps used and reserved tickets exact through lines, reservations, status changes and deletes', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx);
    const [free, paid] = tickets;
    if (!free || !paid) throw new Error('tickets missing');
    const rt = registrationTickets;
    const tr = ticketReservations;
    const r = registrations;
    const reserve = (registrationId: number, ticketTypeId: number, count: number) =>
      s.db.insert(tr).values({
        registrationId,
        ticketTypeId,
        count,
        expiresAt: new Date(Date.now() + 3600_000),
      });
    await expectKeptExact(event.id);

    const pending = await add({ status: 'PENDING', tickets: [[free.id, 2]] });
    const approved = await add({
      status: 'APPROVED',
      tickets: [
        [free.id, 1],
        [paid.id, 3],
      ],
    });
    const registered = await add({ status: 'REGISTERED', tickets: [[free.id, 5]] });
    const registeredTwo = await add({
      status: 'REGISTERED',
      tickets: [
        [free.id, 2],
        [paid.id, 1],
      ],
    });
    const rejected = await add({ status: 'REJECTED', tickets: [[free.id, 2]] });
    const registeredBare = await add({ status: 'REGISTERED' });
    await reserve(approved.id, free.id, 1);
    await reserve(approved.id, paid.id, 3);
    // A completed request's reservation stays open but no longer counts as reserved.
    await reserve(registered.id, free.id, 5);
    expect(await expectKeptExact(event.id)).toEqual([
      { ticketTypeId: free.id, used: 7, reserved: 1 },
      { ticketTypeId: paid.id, used: 1, reserved: 3 },
    ]);

    // Lines added to completed and pending requests, counts changed, a line moved between
    // requests of different statuses and to another ticket type, lines removed.
    await s.db.insert(rt).values([
      { registrationId: registered.id, ticketTypeId: paid.id, count: 2 },
      { registrationId: pending.id, ticketTypeId: paid.id, count: 1 },
    ]);
    await expectKeptExact(event.id);
    await s.db
      .update(rt)
      .set({ count: sql`${rt.count} + 1` })
      .where(eq(rt.ticketTypeId, free.id));
    await expectKeptExact(event.id);
    await s.db
      .update(rt)
      .set({ registrationId: registeredBare.id })
      .where(and(eq(rt.registrationId, pending.id), eq(rt.ticketTypeId, free.id)));
    await expectKeptExact(event.id);
    await s.db
      .update(rt)
      .set({ registrationId: rejected.id })
      .where(and(eq(rt.registrationId, registered.id), eq(rt.ticketTypeId, paid.id)));
    await s.db
      .update(rt)
      .set({ ticketTypeId: paid.id })
      .where(eq(rt.registrationId, registeredBare.id));
    await expectKeptExact(event.id);
    await s.db.delete(rt).where(eq(rt.registrationId, rejected.id));
    await expectKeptExact(event.id);

    // Reservations released, moved to a completed request, deleted.
    await s.db
      .update(tr)
      .set({ releasedAt: new Date() })
      .where(and(eq(tr.registrationId, approved.id), eq(tr.ticketTypeId, free.id)));
    await expectKeptExact(event.id);
    await s.db
      .update(tr)
      .set({ registrationId: registeredTwo.id })
      .where(eq(tr.registrationId, approved.id));
    await expectKeptExact(event.id);
    await s.db
      .update(tr)
      .set({ registrationId: approved.id, releasedAt: null })
      .where(inArray(tr.registrationId, [registeredTwo.id, approved.id]));
    await expectKeptExact(event.id);

    // Status changes into and out of REGISTERED, and changes that do not cross it.
    await s.db.update(r).set({ status: 'REGISTERED' }).where(eq(r.id, approved.id));
    await expectKeptExact(event.id);
    await s.db
      .update(r)
      .set({ status: 'APPROVED' })
      .where(inArray(r.id, [registered.id, approved.id]));
    await expectKeptExact(event.id);
    await s.db.update(r).set({ status: 'REJECTED' }).where(eq(r.id, pending.id));
    await s.db
      .update(r)
      .set({ status: 'REGISTERED' })
      .where(inArray(r.id, [registered.id, rejected.id]));
    await expectKeptExact(event.id);

    // Deleting requests deletes their lines and reservations by cascade.
    await reserve(registeredTwo.id, paid.id, 4);
    await s.db.delete(r).where(inArray(r.id, [registered.id, registeredTwo.id, approved.id]));
    await expectKeptExact(event.id);
    await s.db.delete(r).where(eq(r.eventId, event.id));
    expect(await expectKeptExact(event.id)).toEqual([
      { ticketTypeId: free.id, used: 0, reserved: 0 },
      { ticketTypeId: paid.id, used: 0, reserved: 0 },
    ]);
  });
});
