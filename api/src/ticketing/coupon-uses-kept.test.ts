/**
 * A coupon's `used` is kept on its row by statement triggers on registration_coupons (migration
 * 0031_ticketing). At small scale it must equal the uses counted from the rows after every kind of
 * write: inserts of one and many rows, updates that move a use to another coupon or only to
 * another registration, deletes, and cascades from a deleted registration or coupon.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { registrations } from '../db/schema';
import { buildFixture } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import { approvalEvent } from '../approvals/approvals-fixture';
import { coupons, registrationCoupons } from '../approvals/schema';

interface Uses {
  id: number;
  used: number;
  counted: number;
}

describeApi('coupon uses kept on the coupon row', buildFixture, (s) => {
  const usesOf = (eventId: number) =>
    queryRows<Uses>(
      s.db,
      sql`select c.id, c.used,
          (select count(*) from registration_coupons rc where rc.coupon_id = c.id)::int as counted
        from coupons c where c.event_id = ${eventId}::int order by c.id`,
    );
  const expectKeptExact = async (eventId: number) => {
    const rows = await usesOf(eventId);
    expect(rows.map((r) => r.used)).toEqual(rows.map((r) => r.counted));
    return rows.map((r) => r.used);
  };

  it('keeps used exact through inserts, moves, deletes and cascades', async () => {
    const { event, add, addCoupon } = await approvalEvent(s.db, s.fx);
    const a = await addCoupon('ALPHA', 10);
    const b = await addCoupon('BETA', null);
    const gone = await addCoupon('GONE', 5);
    const rc = registrationCoupons;
    const requests = [];
    for (let i = 0; i < 6; i += 1)
      requests.push(await add({ couponIds: i % 2 === 0 ? [a.id, b.id] : [a.id] }));
    expect(await expectKeptExact(event.id)).toEqual([6, 3, 0]);

    // Many rows over several coupons in one statement.
    const more = [await add(), await add(), await add()];
    await s.db
      .insert(rc)
      .values([
        ...more.map((r) => ({ registrationId: r.id, couponId: b.id })),
        ...more.map((r) => ({ registrationId: r.id, couponId: gone.id })),
      ]);
    expect(await expectKeptExact(event.id)).toEqual([6, 6, 3]);

    // A use moved to another coupon; a use moved to another registration only (no change).
    const first = requests[1];
    const last = more[2];
    if (!first || !last) throw new Error('requests missing');
    await s.db
      .update(rc)
      .set({ couponId: gone.id })
      .where(sql`${rc.registrationId} = ${first.id} and ${rc.couponId} = ${a.id}`);
    expect(await expectKeptExact(event.id)).toEqual([5, 6, 4]);
    const spare = await add();
    await s.db
      .update(rc)
      .set({ registrationId: spare.id })
      .where(sql`${rc.registrationId} = ${last.id} and ${rc.couponId} = ${b.id}`);
    expect(await expectKeptExact(event.id)).toEqual([5, 6, 4]);

    // Deleted uses, then registrations deleted with their uses (cascade).
    await s.db.delete(rc).where(eq(rc.couponId, b.id));
    expect(await expectKeptExact(event.id)).toEqual([5, 0, 4]);
    await s.db.delete(registrations).where(
      inArray(
        registrations.id,
        requests.slice(0, 3).map((r) => r.id),
      ),
    );
    await expectKeptExact(event.id);

    // A coupon deleted with its uses leaves the others as they were.
    const before = await usesOf(event.id);
    await s.db.delete(coupons).where(eq(coupons.id, gone.id));
    const after = await usesOf(event.id);
    expect(after).toEqual(before.filter((row) => row.id !== gone.id));
    await s.db.delete(registrations).where(eq(registrations.eventId, event.id));
    expect(await expectKeptExact(event.id)).toEqual([0, 0]);
  });
});
