/**
 * Ticketing demo data: sales windows on the main event's tickets and what its two coupons apply
 * to (the approvals seed made them: a Workshop Add-on whose sales ended, EARLYBIRD50 used up, so
 * the approvals they block can be fixed from the ticketing page); on Demo City Expo a ticket whose
 * sales have not started and 64 coupons (more than a page) in every state: single-use partner codes,
 * some used, a student code inside its validity window, an expired one, an unlimited one.
 * Set-based, in the seed's transaction; the main event keeps its ticket types and coupons as they are.
 */
import { sql } from 'drizzle-orm';
import { syncSystemGroups } from '../audiences/system-groups';
import type { Db } from '../db/client';
import { timestampSql } from './clock';

export const EXPO_PARTNER_COUPONS = 60;

export async function seedTicketing(
  db: Db,
  spec: { mainEventId: number; expoEventId: number; now: Date },
): Promise<void> {
  const { mainEventId: main, expoEventId: expo } = spec;
  const now = timestampSql(spec.now);
  await db.execute(sql`
    update ticket_types set sales_start_at = ${now} - interval '60 days'
    where event_id = ${main}::int and sales_start_at is null`);
  await db.execute(sql`
    update coupons set valid_from = ${now} - interval '60 days',
      valid_until = case when code = 'EARLYBIRD50' then ${now} + interval '5 days' end
    where event_id = ${main}::int`);
  await db.execute(sql`
    insert into coupon_ticket_types (coupon_id, ticket_type_id)
    select c.id, t.id from coupons c join ticket_types t on t.event_id = c.event_id
    where c.event_id = ${main}::int and c.code = 'EARLYBIRD50' and t.name in ('General Admission', 'VIP Pass')`);

  await db.execute(sql`
    insert into ticket_types (event_id, name, quantity, price_cents, sales_start_at, sales_end_at)
    values (${expo}::int, 'Hands-on Lab', 40, 4900, ${now} + interval '5 days', ${now} + interval '20 days')`);
  await syncSystemGroups(db, expo);
  await db.execute(sql`
    insert into coupons (event_id, code, quantity, valid_from, valid_until)
    select ${expo}::int, 'PARTNER-' || lpad(i::text, 3, '0'), 1, null, null
    from generate_series(1, ${EXPO_PARTNER_COUPONS}::int) as i
    union all
    values (${expo}::int, 'EXPO-STUDENT', 150, ${now} - interval '20 days', ${now} + interval '15 days'),
      (${expo}::int, 'SPEAKER-GUEST', null, null, null),
      (${expo}::int, 'SPRING-SALE', 50, ${now} - interval '40 days', ${now} - interval '3 days'),
      (${expo}::int, 'Press-Pass', 5, null, null)`);
  // Partner codes: Premium only; the student code: General Admission only; the others every ticket.
  await db.execute(sql`
    insert into coupon_ticket_types (coupon_id, ticket_type_id)
    select c.id, t.id from coupons c join ticket_types t on t.event_id = c.event_id
    where c.event_id = ${expo}::int
      and ((c.code like 'PARTNER-%' and t.name = 'Premium') or (c.code = 'EXPO-STUDENT' and t.name = 'General Admission'))`);
  // Uses: each registrant one coupon at most, in registration order: 18 partner codes used up,
  // 37 students, 12 guests, 9 spring sales, the 5 press passes used up.
  await db.execute(sql`
    with plan as (
      select code, n, sum(n) over (order by ord) - n as skip from (values
        ('PARTNER', 18, 1), ('EXPO-STUDENT', 37, 2), ('SPEAKER-GUEST', 12, 3),
        ('SPRING-SALE', 9, 4), ('Press-Pass', 5, 5)) as p(code, n, ord)
    ), registrants as (
      select id, row_number() over (order by id) - 1 as k from registrations where event_id = ${expo}::int
    )
    insert into registration_coupons (registration_id, coupon_id)
    select r.id, c.id from plan p
    join registrants r on r.k >= p.skip and r.k < p.skip + p.n
    join coupons c on c.event_id = ${expo}::int and c.code = case
      when p.code = 'PARTNER' then 'PARTNER-' || lpad((r.k - p.skip + 1)::text, 3, '0') else p.code end`);
}
