/** Test helpers for the approvals suites: a fresh event with flows, tickets and requests per test. */
import { eventEmails } from '../communication/schema';
import type { Db } from '../db/client';
import { registrations, ticketTypes } from '../db/schema';
import type { Fixture } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { coupons, registrationCoupons, registrationTickets } from './schema';

type Status = (typeof registrations.$inferSelect)['status'];

export interface RequestSpec {
  status?: Status;
  tickets?: [ticketTypeId: number, count: number][];
  inProgress?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  flow?: 'a' | 'b';
  createdAt?: Date;
  couponIds?: number[];
}

let seq = 0;

export async function approvalEvent(
  db: Db,
  fx: Fixture,
  opts: {
    capacity?: number | null;
    isFlex?: boolean;
    approveEmail?: boolean;
    rejectEmail?: boolean;
    tickets?: {
      name: string;
      quantity: number | null;
      priceCents?: number;
      salesEndAt?: Date;
    }[];
  } = {},
) {
  const {
    event,
    flows: { a, b },
  } = await freshEvent(db, fx, {
    name: `Approvals ${(seq += 1)}`,
    registrationsCapacity: opts.capacity ?? null,
    isFlex: opts.isFlex ?? false,
    approvalsEnabled: true,
  });
  // The switches of Communication > Standard; without a row both emails are on.
  const switchedOff = [
    ...(opts.approveEmail === false ? (['APPROVAL_APPROVED'] as const) : []),
    ...(opts.rejectEmail === false ? (['APPROVAL_REJECTED'] as const) : []),
  ];
  if (switchedOff.length > 0)
    await db
      .insert(eventEmails)
      .values(switchedOff.map((kind) => ({ eventId: event.id, kind, enabled: false })));
  const ticketSpecs = opts.tickets ?? [
    { name: 'Free', quantity: 100 },
    { name: 'Paid', quantity: 10, priceCents: 5000 },
  ];
  const tickets = await db
    .insert(ticketTypes)
    .values(
      ticketSpecs.map((t) => ({
        eventId: event.id,
        name: t.name,
        quantity: t.quantity,
        priceCents: t.priceCents ?? 0,
        salesEndAt: t.salesEndAt ?? null,
      })),
    )
    .returning();
  let n = 0;
  const add = async (spec: RequestSpec = {}) => {
    n += 1;
    const [row] = await db
      .insert(registrations)
      .values({
        eventId: event.id,
        flowId: spec.flow === 'b' ? b.id : a.id,
        ticketTypeId: spec.tickets?.[0]?.[0] ?? null,
        firstName: spec.firstName ?? 'Req',
        lastName: spec.lastName ?? `Number${n}`,
        email: spec.email ?? `req${n}.${event.id}@test.dev`,
        role: 'ATTENDEE',
        status: spec.status ?? 'PENDING',
        isTransactionInProgress: spec.inProgress ?? false,
        createdAt: spec.createdAt ?? new Date(Date.UTC(2029, 0, 1) + n * 60_000),
        customField: { Company: { kind: 'text', value: 'Acme' } },
      })
      .returning();
    if (!row) throw new Error('registration missing');
    if (spec.tickets?.length) {
      await db.insert(registrationTickets).values(
        spec.tickets.map(([ticketTypeId, count]) => ({
          registrationId: row.id,
          ticketTypeId,
          count,
        })),
      );
    }
    if (spec.couponIds?.length)
      await db
        .insert(registrationCoupons)
        .values(spec.couponIds.map((couponId) => ({ registrationId: row.id, couponId })));
    return row;
  };
  const addCoupon = async (code: string, quantity: number | null) => {
    const [c] = await db.insert(coupons).values({ eventId: event.id, code, quantity }).returning();
    if (!c) throw new Error('coupon missing');
    return c;
  };
  return { event, flows: { a, b }, tickets, add, addCoupon };
}
