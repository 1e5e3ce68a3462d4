/**
 * System audience groups (role, flow, flow -> ticket sub-groups, ticket, joined) are rows so they
 * have stable ids; their counts are always computed from registrations. Writers that add flows,
 * ticket types or registrations call syncSystemGroups; it is idempotent and set-based.
 * Role groups follow the event's roles: a webinar has no Sponsors group (spec people §1).
 */
import { eq, sql } from 'drizzle-orm';
import { rolesForEventType, type EventRole } from '@console/shared/contract';
import type { Db } from '../db/client';
import { audienceGroups, events, registrationFlows, ticketTypes } from '../db/schema';

const ROLE_LABELS: Record<EventRole, string> = {
  ATTENDEE: 'Attendees',
  ORGANIZER: 'Organizers',
  SPEAKER: 'Speakers',
  MODERATOR: 'Moderators',
  SPONSOR: 'Sponsors',
};

export const JOINED_LABELS = { true: 'Attended', false: 'Not attended' } as const;

export async function syncSystemGroups(db: Db, eventId: number): Promise<void> {
  const g = audienceGroups;
  const [event] = await db
    .select({ type: events.type })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw new Error(`No event ${eventId} to sync system groups for`);
  await db
    .insert(g)
    .values([
      ...rolesForEventType(event.type).map((role) => ({
        eventId,
        type: 'ROLE' as const,
        name: ROLE_LABELS[role],
        groupKey: role,
      })),
      { eventId, type: 'JOINED' as const, name: JOINED_LABELS.true, groupKey: 'true' },
      { eventId, type: 'JOINED' as const, name: JOINED_LABELS.false, groupKey: 'false' },
    ])
    .onConflictDoNothing();
  await db.execute(sql`
    insert into ${g} (event_id, type, name, group_key)
    select f.event_id, 'FLOW', f.name, f.id::text from ${registrationFlows} f where f.event_id = ${eventId}
    union all
    select t.event_id, 'TICKET', t.name, t.id::text from ${ticketTypes} t where t.event_id = ${eventId}
    on conflict do nothing`);
  // A flow group's sub-groups: every ticket type of the event; the list shows those sold through the flow.
  await db.execute(sql`
    insert into ${g} (event_id, type, name, parent_group_id, group_key)
    select fg.event_id, 'TICKET', t.name, fg.id, t.id::text
    from ${g} fg join ${ticketTypes} t on t.event_id = fg.event_id
    where fg.event_id = ${eventId} and fg.type = 'FLOW' and fg.parent_group_id is null
    on conflict do nothing`);
}
