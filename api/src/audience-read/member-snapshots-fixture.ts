/**
 * The kept members tests' scene on the custom groups fixture's main event: 36 registrants (every
 * other one from Germany; roles, attendance and tickets spread; one PENDING; created_at out of id
 * order with ties, three to an hour), a live group of the Germans with a manual member from France,
 * and a static group of the first twelve.
 */
import type { Db } from '../db/client';
import { audienceGroupMembers, audienceGroups, registrations } from '../db/schema';
import {
  countryCondition,
  filterSetOf,
  type CustomGroupsFixture,
} from '../custom-groups/custom-groups-fixture';
import { customGroupSettings } from '../custom-groups/schema';
import { recountStaleGroups, type RecountOptions } from './snapshot-chore';

export const KEPT_SCENE_REGISTRANTS = 36;

/**
 * The thresholds lowered so that the fixture's event is "big" and its invite lists too: the chore
 * keeps their members.
 */
export const BIG: RecountOptions = { countNowBelow: 1, keepListsAbove: 0, limit: 100 };

/** The chore's run a few minutes on (past its minute's wait): every stale group kept. */
export const keepStaleGroups = (db: Db) =>
  recountStaleGroups(db, new Date(Date.now() + 5 * 60_000), BIG);

export interface KeptMembersScene {
  /** The registrants' ids, in the order they were added. */
  added: number[];
  groups: { germany: number; chosen: number };
}

/** A registrant's Country answer (the live group's condition). */
export const countryAnswer = (value: string) => ({
  country: { kind: 'options', options: [{ label: 'x', value }] },
});

export async function addKeptMembersScene(
  db: Db,
  fx: CustomGroupsFixture,
): Promise<KeptMembersScene> {
  const { t1, t2 } = fx.tickets;
  const n = KEPT_SCENE_REGISTRANTS;
  const rows = await db
    .insert(registrations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        eventId: fx.main.id,
        flowId: fx.flows.f1.id,
        role: i % 4 === 1 ? ('SPEAKER' as const) : ('ATTENDEE' as const),
        status: i === 7 ? ('PENDING' as const) : ('REGISTERED' as const),
        isAttended: i % 3 === 0,
        ticketTypeId: [t1.id, t2.id, null][i % 3] ?? null,
        firstName: `Kept${i}`,
        lastName: 'Member',
        email: `kept${i}@test.dev`,
        customField: countryAnswer(i % 2 ? 'FR' : 'DE'),
        createdAt: new Date(Date.UTC(2031, 0, 1, Math.floor(((i * 7) % n) / 3))),
      })),
    )
    .returning({ id: registrations.id });
  const added = rows.map((row) => row.id);
  const made = await db
    .insert(audienceGroups)
    .values(
      ['Germany', 'Chosen'].map((name) => ({ eventId: fx.main.id, type: 'CUSTOM' as const, name })),
    )
    .returning({ id: audienceGroups.id });
  const groups = { germany: made[0]?.id ?? 0, chosen: made[1]?.id ?? 0 };
  await db.insert(customGroupSettings).values([
    {
      audienceGroupId: groups.germany,
      updateType: 'ACTIVE',
      status: 'PUBLISHED',
      filterSet: filterSetOf(countryCondition(fx)),
    },
    { audienceGroupId: groups.chosen, updateType: 'STATIC', status: 'PUBLISHED' },
  ]);
  await db
    .insert(audienceGroupMembers)
    .values([
      { groupId: groups.germany, registrationId: added[3] ?? 0, addedManually: true },
      ...added.slice(0, 12).map((registrationId) => ({ groupId: groups.chosen, registrationId })),
    ]);
  return { added, groups };
}
