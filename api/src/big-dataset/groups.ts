/**
 * The big event's ten custom groups: five ACTIVE published ones whose saved filter selects their
 * members when read (filters.ts; no member rows), and five STATIC ones with member rows, which
 * are REGISTERED registrants as the app requires (one a draft, one with access control, one
 * whose members were picked by id: the 'Manually added' tag).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CustomGroupStatus } from '@console/people-contract';
import { customGroupSettings } from '../custom-groups/schema';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import type { BigEvent } from './event';
import { activeGroups } from './filters';
import { FLOWS, percentile } from './plan';

interface StaticGroup {
  name: string;
  description: string;
  status: CustomGroupStatus;
  isAccessControlEnabled?: boolean;
  addedManually?: boolean;
  /** Which REGISTERED registrants are members (over `registrations r`, `p` a percentile of the id). */
  members: (p: SQL) => SQL;
}

function staticGroups(big: BigEvent): StaticGroup[] {
  const vipFlow = big.flowIds[FLOWS.findIndex((f) => f.name === 'VIP registration')] ?? 0;
  return [
    {
      name: 'VIP dinner guests',
      description: 'One in ten VIP registrants, seated at the opening dinner',
      status: 'PUBLISHED',
      isAccessControlEnabled: true,
      members: (p) => sql`r.flow_id = ${vipFlow}::int and ${p} < 10`,
    },
    {
      name: 'Press',
      description: 'Journalists, picked one by one',
      status: 'PUBLISHED',
      addedManually: true,
      members: (p) => sql`${p} < 1`,
    },
    {
      name: 'Workshop waitlist',
      description: 'General Admission holders waiting for a workshop seat',
      status: 'PUBLISHED',
      members: (p) =>
        sql`r.ticket_type_id = ${big.ticketId('General Admission')}::int and ${p} between 10 and 12`,
    },
    {
      name: 'Survey respondents',
      description: 'Answered the pre-event survey',
      status: 'PUBLISHED',
      members: (p) => sql`${p} between 20 and 24`,
    },
    {
      name: 'Follow-up list',
      description: 'To call after the event',
      status: 'DRAFT',
      members: (p) => sql`${p} between 40 and 41`,
    },
  ];
}

async function insertGroup(
  tx: Db,
  eventId: number,
  group: { name: string; description: string; isActive?: boolean },
) {
  const [row] = await tx
    .insert(audienceGroups)
    .values({ eventId, type: 'CUSTOM', ...group })
    .returning({ id: audienceGroups.id });
  if (!row) throw new Error(`custom group ${group.name} not created`);
  return row.id;
}

/** The groups and their settings; answers the static groups' member inserts to run in the load. */
export async function createCustomGroups(tx: Db, big: BigEvent): Promise<() => Promise<void>> {
  const eventId = big.event.id;
  for (const group of activeGroups(big)) {
    const { name, description } = group;
    const id = await insertGroup(tx, eventId, { name, description });
    await tx.insert(customGroupSettings).values({
      audienceGroupId: id,
      updateType: 'ACTIVE',
      status: 'PUBLISHED',
      filterSet: group.filter,
    });
  }
  const members: SQL[] = [];
  for (const group of staticGroups(big)) {
    const { name, description } = group;
    const id = await insertGroup(tx, eventId, {
      name,
      description,
      isActive: group.status !== 'DRAFT',
    });
    await tx.insert(customGroupSettings).values({
      audienceGroupId: id,
      updateType: 'STATIC',
      status: group.status,
      isAccessControlEnabled: group.isAccessControlEnabled ?? false,
    });
    const p = percentile(sql`r.id`, 40 + members.length);
    members.push(
      sql`select ${id}::int, ${group.addedManually ?? false}::boolean where ${group.members(p)}`,
    );
  }
  // One pass over the registrants, each tested against every group.
  return async () => {
    await tx.execute(sql`
      insert into audience_group_members (group_id, registration_id, added_manually)
      select m.group_id, r.id, m.added_manually
      from registrations r
      cross join lateral (${sql.join(members, sql` union all `)}) as m (group_id, added_manually)
      where r.event_id = ${eventId}::int and r.status = 'REGISTERED'`);
  };
}
