/**
 * A fresh event per test, for suites whose tests each want their own rows: published, one day of
 * 2030 in UTC, with the fixture users in the roles they hold on the main event and two flows,
 * Public and VIP.
 */
import type { Db } from '../db/client';
import { eventRoles, events, registrationFlows } from '../db/schema';
import { fixtureEventRoles, type Fixture } from './fixture';

type EventValues = Partial<Omit<typeof events.$inferInsert, 'organizationId'>> & { name: string };

export async function freshEvent(db: Db, fx: Fixture, values: EventValues) {
  const [event] = await db
    .insert(events)
    .values({
      organizationId: fx.org.id,
      type: 'EVENT',
      eventFormat: 'VIRTUAL',
      status: 'PUBLISHED',
      tz: 'UTC',
      startDateTime: new Date('2030-01-01T09:00:00Z'),
      endDateTime: new Date('2030-01-01T17:00:00Z'),
      ...values,
    })
    .returning();
  if (!event) throw new Error('event missing');
  await db.insert(eventRoles).values(fixtureEventRoles(event.id, fx.userId));
  const [a, b] = await db
    .insert(registrationFlows)
    .values([
      { eventId: event.id, name: 'Public' },
      { eventId: event.id, name: 'VIP' },
    ])
    .returning();
  if (!a || !b) throw new Error('flows missing');
  return { event, flows: { a, b } };
}
