/** Test helpers of the abandoned-registration suites: a fresh event with flows, tickets and rows per test. */
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventRoles, ticketTypes } from '../db/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type Fixture } from '../testing/fixture';
import { login } from '../testing/http';
import { freshEvent } from '../testing/fresh-event';
import { abandonedRegistrations } from './schema';

export interface AbandonedSpec {
  firstName?: string;
  lastName?: string;
  email?: string;
  flow?: 'a' | 'b';
  step?: string;
  tickets?: [ticket: 'vip' | 'ga', count: number][];
  answers?: Record<string, unknown>;
  createdAt?: Date;
}

let seq = 0;

export async function abandonedEvent(db: Db, fx: Fixture, opts: { tz?: string } = {}) {
  const n = (seq += 1);
  const { event, flows } = await freshEvent(db, fx, {
    name: `Abandoned ${n}`,
    tz: opts.tz ?? 'UTC',
  });
  const [ga, vip] = await db
    .insert(ticketTypes)
    .values([
      { eventId: event.id, name: 'General', quantity: 100 },
      { eventId: event.id, name: 'VIP Pass', quantity: 10 },
    ])
    .returning();
  if (!ga || !vip) throw new Error('tickets missing');
  const tickets = { ga, vip };
  let minute = 0;

  /** One abandoned registration; each is a minute newer than the one before unless dated. */
  const add = async (spec: AbandonedSpec = {}) => {
    minute += 1;
    const chosen = (spec.tickets ?? []).map(([key, count]) => ({ ticket: tickets[key], count }));
    const [row] = await db
      .insert(abandonedRegistrations)
      .values({
        eventId: event.id,
        flowId: flows[spec.flow ?? 'a'].id,
        firstName: spec.firstName ?? `First${minute}`,
        lastName: spec.lastName ?? `Last${minute}`,
        email: spec.email ?? `person${n}-${minute}@test.dev`,
        abandonedStep: spec.step ?? 'Basic details',
        tickets: chosen.map((c) => ({
          ticketTypeId: c.ticket.id,
          name: c.ticket.name,
          count: c.count,
        })),
        ticketTypeIds: chosen.map((c) => c.ticket.id),
        answers: spec.answers ?? {},
        createdAt: spec.createdAt ?? new Date(Date.UTC(2030, 0, 1, 8, minute)),
      })
      .returning();
    if (!row) throw new Error('row missing');
    return row;
  };
  return { event, flows, tickets, add };
}

/**
 * Logs in the fixture's outsider as a speaker of `eventId` holding every permission: a speaker's
 * event is read-only to them, so their writes are refused whatever they hold.
 */
export async function readOnlySpeaker(app: FastifyInstance, db: Db, fx: Fixture, eventId: number) {
  await db.insert(eventRoles).values({
    eventId,
    userId: fx.userId('outsider'),
    role: 'SPEAKER',
    permissions: [...PERMISSIONS],
  });
  return login(app, FIXTURE_USERS.outsider, FIXTURE_PASSWORD);
}
