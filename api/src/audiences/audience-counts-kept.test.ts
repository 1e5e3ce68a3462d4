/**
 * The system groups' counts come from audience_counts, kept by triggers on registrations
 * (migration 0013). At small scale every grouping the audiences page shows must equal a count of
 * the completed registrations after inserts, status changes, moves between groups and deletes.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { registrations, ticketTypes } from '../db/schema';
import { buildFixture } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { describeApi } from '../testing/suite';

/** The columns of a system group count: role, flow, ticket and attendance. */
const GROUPS = sql`role, flow_id, ticket_type_id, is_attended`;

describeApi('audience counts kept', buildFixture, (s) => {
  const counted = (eventId: number) =>
    queryRows(
      s.db,
      sql`select ${GROUPS}, count(*)::int as n from registrations
        where event_id = ${eventId}::int and status = 'REGISTERED' group by ${GROUPS} order by ${GROUPS}`,
    );
  const kept = (eventId: number) =>
    queryRows(
      s.db,
      sql`select ${GROUPS}, registrants as n from audience_counts
        where event_id = ${eventId}::int and registrants <> 0 order by ${GROUPS}`,
    );
  const expectKeptExact = async (eventId: number) =>
    expect(await kept(eventId)).toEqual(await counted(eventId));

  it('keeps the audience per role, flow, ticket and attendance exact through every write', async () => {
    const { event, flows } = await freshEvent(s.db, s.fx, { name: 'Kept audience counts' });
    const [ticket] = await s.db
      .insert(ticketTypes)
      .values({ eventId: event.id, name: 'General', quantity: null })
      .returning();
    if (!ticket) throw new Error('ticket missing');
    const r = registrations;
    const rows = await s.db
      .insert(r)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          eventId: event.id,
          flowId: i % 2 === 0 ? flows.a.id : flows.b.id,
          ticketTypeId: i % 3 === 0 ? null : ticket.id,
          firstName: 'Kept',
          lastName: `Person${i}`,
          email: `kept${i}@test.dev`,
          role: i % 4 === 0 ? ('SPEAKER' as const) : ('ATTENDEE' as const),
          status: i % 5 === 0 ? ('PENDING' as const) : ('REGISTERED' as const),
          isAttended: i % 2 === 1,
        })),
      )
      .returning({ id: r.id });
    const ids = rows.map((row) => row.id);
    await expectKeptExact(event.id);
    expect((await kept(event.id)).length).toBeGreaterThan(3);

    // Into and out of the audience, then moves between role, flow, ticket and attendance groups.
    await s.db.update(r).set({ status: 'REGISTERED' }).where(eq(r.eventId, event.id));
    await s.db
      .update(r)
      .set({ status: 'APPROVED' })
      .where(inArray(r.id, ids.slice(0, 2)));
    await expectKeptExact(event.id);
    await s.db
      .update(r)
      .set({ role: 'SPONSOR', isAttended: true })
      .where(inArray(r.id, ids.slice(2, 6)));
    await s.db
      .update(r)
      .set({ flowId: flows.b.id, ticketTypeId: null })
      .where(inArray(r.id, ids.slice(5, 9)));
    await expectKeptExact(event.id);
    // An update that moves nobody leaves the counts alone.
    await s.db.update(r).set({ firstName: 'Renamed' }).where(eq(r.eventId, event.id));
    await expectKeptExact(event.id);
    await s.db.delete(r).where(inArray(r.id, ids.slice(4, 10)));
    await expectKeptExact(event.id);
  });
});
