/**
 * coupons.used (migration 0031, decision 0033): each coupon of the event's registration_coupons
 * rows, counted as count_coupon_uses() counts them.
 */
import { sql } from 'drizzle-orm';
import { keyedTable } from './keyed-table';

export const couponUses = keyedTable({
  table: 'coupons',
  kind: 'columns',
  keys: [{ name: 'id', type: 'int' }],
  values: [{ name: 'used', type: 'int' }],
  locks: ['registration_coupons'],
  stored: (eventId) => sql`select id, used from coupons where event_id = ${eventId}::int`,
  recounted: (eventId) =>
    sql`select c.id, (select count(*) from registration_coupons rc where rc.coupon_id = c.id) as used
      from coupons c where c.event_id = ${eventId}::int`,
});
