/**
 * The impact preview of a group's feature, day access, base or session access change (issue #46):
 * what the change does to whom, from the explainer's resolver. Registrants who share a role,
 * ticket type, flow and custom access group memberships are in the same groups and so resolve
 * alike: the kept audience counts give each role, ticket and flow combination (only the changed
 * group's members for a derived group; for a base group everyone, as its derived groups follow it),
 * GROUP BYs split off who is in custom access groups (see customCombinations), each combination is
 * resolved before and after the change in memory, and its count goes to the features, days and
 * sessions it gains or loses. A few names per flipping combination come from one more query
 * (LIMIT per combination). Nothing is written.
 */
import { and, eq, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { EventRole, EventType } from '@console/shared/contract';
import {
  createResolver,
  flattenTree,
  IMPACT_SAMPLE_SIZE,
  type AccessImpact,
  type AccessSetup,
  type UpdateDayAccessRequest,
  type UpdateMappingsRequest,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';
import { queryRows, type Db } from '../db/client';
import { audienceCounts } from '../audiences/schema';
import { audienceGroupMembers, registrations } from '../db/schema';
import { assertBaseChange, withBaseChange } from './base-change';
import { planDayChange, withDayChange } from './day-change';
import { planFeatureChange, withFeatureChange } from './feature-change';
import type { AccessGroupRow } from './groups';
import { groupSetup } from './mapping';
import { customGroupConditions, fixedGroupIds, type CustomGroupCondition } from './people';
import { planSessionChange, withSessionChange } from './session-change';
import { eventSessions, loadSetup, type SetupEvent } from './setup';

export type ImpactEvent = SetupEvent & { type: EventType };

const r = registrations;
const counts = audienceCounts;

interface Combination {
  role: EventRole;
  ticketTypeId: number | null;
  flowId: number;
  /** Membership of each custom access group, in the order of the conditions. */
  customs: boolean[];
  n: number;
}

type Sampled = AccessImpact['features'][number]['sample'][number];

const REGISTRANTS = (eventId: number) => and(eq(r.eventId, eventId), eq(r.status, 'REGISTERED'));

/**
 * The changed group's members, on registrations and on the kept audience counts (their cells of
 * role, flow, ticket and attendance: exact, kept by triggers in each writing transaction). Both
 * undefined for a base group (everyone may follow it); no cells for a custom group's members.
 */
interface ChangedGroupMembers {
  where: SQL | undefined;
  cells: SQL | undefined | null;
}

const EVERYONE: ChangedGroupMembers = { where: undefined, cells: undefined };
const NOBODY: ChangedGroupMembers = { where: sql`false`, cells: sql`false` };

function membersOf(
  group: AccessGroupRow,
  customs: readonly CustomGroupCondition[],
): ChangedGroupMembers {
  if (group.isBaseGroup) return EVERYONE;
  const key = Number(group.groupKey);
  const keyed = group.groupKey !== null && Number.isInteger(key);
  if (group.groupType === 'TICKET')
    return keyed ? { where: eq(r.ticketTypeId, key), cells: eq(counts.ticketTypeId, key) } : NOBODY;
  if (group.groupType === 'FLOW')
    return keyed ? { where: eq(r.flowId, key), cells: eq(counts.flowId, key) } : NOBODY;
  if (group.groupType === 'CUSTOM')
    return { where: customs.find((c) => c.groupId === group.id)?.where ?? sql`false`, cells: null };
  return EVERYONE;
}

const fixedKey = (c: Pick<Combination, 'role' | 'ticketTypeId' | 'flowId'>) =>
  `${c.role}:${c.ticketTypeId}:${c.flowId}`;
const comboKey = (c: Omit<Combination, 'n'>) => `${fixedKey(c)}:${c.customs.join(',')}`;

/** The members' counts by role, ticket and flow: from the kept cells where they say. */
function fixedCombinations(
  db: Db,
  eventId: number,
  members: ChangedGroupMembers,
): Promise<Combination[]> {
  if (members.cells === null)
    return queryRows<Combination>(
      db,
      sql`select ${r.role} as role, ${r.ticketTypeId} as "ticketTypeId", ${r.flowId} as "flowId",
          '{}'::boolean[] as customs, count(*)::int as n
        from ${r} where ${and(REGISTRANTS(eventId), members.where)}
        group by 1, 2, 3 order by 1, 2, 3`,
    );
  return queryRows<Combination>(
    db,
    sql`select ${counts.role} as role, ${counts.ticketTypeId} as "ticketTypeId",
        ${counts.flowId} as "flowId", '{}'::boolean[] as customs,
        sum(${counts.registrants})::int as n
      from ${counts} where ${and(eq(counts.eventId, eventId), members.cells)}
      group by 1, 2, 3 having sum(${counts.registrants}) > 0 order by 1, 2, 3`,
  );
}

const flagsOf = (conditions: SQL[]) => sql`array[${sql.join(conditions, sql`, `)}]::boolean[]`;

/**
 * The members in some custom access group, by combination. Each group's membership is its rows by
 * id or its saved filter (CustomGroupCondition), read apart so that each part takes its own index:
 * first everyone a filter selects, placed by the filters alone; then everyone placed by id (member
 * rows and manual members, few), placed by their whole memberships, who leave the combination the
 * filters alone gave them. A live group's filter is not read row by row across every member.
 */
async function customCombinations(
  db: Db,
  eventId: number,
  members: SQL | undefined,
  customs: readonly CustomGroupCondition[],
): Promise<Combination[]> {
  const filters = customs.flatMap((c) => (c.filter === null ? [] : [c.filter]));
  const filterFlags = flagsOf(
    customs.map((c) => (c.filter === null ? sql`false` : sql`coalesce((${c.filter}), false)`)),
  );
  const byFilter =
    filters.length === 0
      ? []
      : await queryRows<Combination>(
          db,
          sql`select ${r.role} as role, ${r.ticketTypeId} as "ticketTypeId", ${r.flowId} as "flowId",
              ${filterFlags} as customs, count(*)::int as n
            from ${r} where ${and(REGISTRANTS(eventId), members, or(...filters))}
            group by 1, 2, 3, 4`,
        );
  const m = audienceGroupMembers;
  const byId = await queryRows<Combination & { filtered: boolean[] }>(
    db,
    sql`select ${r.role} as role, ${r.ticketTypeId} as "ticketTypeId", ${r.flowId} as "flowId",
        ${flagsOf(customs.map((c) => c.where))} as customs, ${filterFlags} as filtered,
        count(*)::int as n
      from ${r} where ${and(
        REGISTRANTS(eventId),
        members,
        sql`${r.id} in (select ${m.registrationId} from ${m} where ${or(...customs.map((c) => c.byId))})`,
      )}
      group by 1, 2, 3, 4, 5`,
  );
  const combos = new Map<string, Combination>();
  const add = (
    { role, ticketTypeId, flowId, customs: flags }: Omit<Combination, 'n'>,
    n: number,
  ) => {
    const combo = { role, ticketTypeId, flowId, customs: flags, n: 0 };
    const key = comboKey(combo);
    const entry = combos.get(key) ?? combo;
    entry.n += n;
    combos.set(key, entry);
  };
  for (const c of byFilter) add(c, c.n);
  for (const { filtered, ...c } of byId) {
    if (filtered.some(Boolean)) add({ ...c, customs: filtered }, -c.n);
    add(c, c.n);
  }
  return [...combos.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([, c]) => (c.n > 0 ? [c] : []));
}

/**
 * The registrants' combinations and their counts: role, ticket and flow from the kept counts (or,
 * for a custom group's members, its rows), custom memberships read only for who may be in a
 * custom group; the others are the difference, in no custom group.
 */
async function combinations(
  db: Db,
  eventId: number,
  members: ChangedGroupMembers,
  customs: readonly CustomGroupCondition[],
): Promise<Combination[]> {
  const fixed = await fixedCombinations(db, eventId, members);
  if (customs.length === 0) return fixed;
  const inCustoms = await customCombinations(db, eventId, members.where, customs);
  const inSome = new Map<string, number>();
  for (const c of inCustoms) inSome.set(fixedKey(c), (inSome.get(fixedKey(c)) ?? 0) + c.n);
  const none = fixed.flatMap((c) => {
    const n = c.n - (inSome.get(fixedKey(c)) ?? 0);
    return n > 0 ? [{ ...c, customs: customs.map(() => false), n }] : [];
  });
  return [...none, ...inCustoms];
}

/** Up to IMPACT_SAMPLE_SIZE registrants of each combination, in one query. */
async function samples(
  db: Db,
  eventId: number,
  combos: readonly Combination[],
  customs: readonly CustomGroupCondition[],
): Promise<Map<Combination, Sampled[]>> {
  const out = new Map<Combination, Sampled[]>(combos.map((c) => [c, []]));
  if (combos.length === 0) return out;
  const one = (c: Combination, i: number) =>
    sql`(select ${i}::int as combo, ${r.id} as "registrationId", ${r.firstName} as "firstName",
        ${r.lastName} as "lastName" from ${r}
      where ${and(
        REGISTRANTS(eventId),
        eq(r.role, c.role),
        c.ticketTypeId === null ? isNull(r.ticketTypeId) : eq(r.ticketTypeId, c.ticketTypeId),
        eq(r.flowId, c.flowId),
        ...customs.map((condition, k) => (c.customs[k] ? condition.where : not(condition.where))),
      )}
      limit ${IMPACT_SAMPLE_SIZE}::int)`;
  const rows = await queryRows<Sampled & { combo: number }>(
    db,
    sql.join(
      combos.map((c, i) => one(c, i)),
      sql` union all `,
    ),
  );
  for (const { combo, ...person } of rows) {
    const c = combos[combo];
    if (c) out.get(c)?.push(person);
  }
  return out;
}

interface Flip {
  gain: number;
  lose: number;
  combos: Combination[];
}

/**
 * Tallies a combination's count on each item (feature, day or session) it had and has no more, or
 * the reverse, between two resolutions of the same items; true if any item flips.
 */
function tally<T extends { decision: { outcome: string } }, K>(
  flips: Map<K, Flip>,
  was: readonly T[],
  now: readonly T[],
  key: (item: T) => K,
  combo: Combination,
): boolean {
  const grants = (items: readonly T[]) =>
    new Set(items.filter((item) => item.decision.outcome === 'GRANT').map(key));
  const had = grants(was);
  const has = grants(now);
  let flipped = false;
  for (const item of was) {
    const k = key(item);
    if (had.has(k) === has.has(k)) continue;
    flipped = true;
    const entry = flips.get(k) ?? { gain: 0, lose: 0, combos: [] };
    if (had.has(k)) entry.lose += combo.n;
    else entry.gain += combo.n;
    entry.combos.push(combo);
    flips.set(k, entry);
  }
  return flipped;
}

/**
 * What `change` (the event's setup as the write would leave it) does to the registrants of
 * `group` (one of `all`, the event's listed groups), feature by feature in tree order, day by day
 * and session by session: a feature, day or base change moves sessions too (a day taken away
 * takes its sessions with it). Read in the caller's transaction, if any.
 */
export async function accessImpact(
  db: Db,
  event: ImpactEvent,
  group: AccessGroupRow,
  all: readonly AccessGroupRow[],
  change: (setup: AccessSetup) => AccessSetup,
): Promise<AccessImpact> {
  const setup = await loadSetup(db, event, all, all, await eventSessions(db, event));
  const before = createResolver(setup);
  const after = createResolver(change(setup));
  const customs = await customGroupConditions(
    db,
    event,
    all.filter((g) => g.groupType === 'CUSTOM'),
    'rows',
  );
  const features = new Map<string, Flip>();
  const days = new Map<string, Flip>();
  const sessionFlips = new Map<number, Flip>();
  const flipping: Combination[] = [];
  let affected = 0;
  for (const combo of await combinations(db, event.id, membersOf(group, customs), customs)) {
    const ids = [
      ...fixedGroupIds(all, combo),
      ...customs.filter((_, i) => combo.customs[i]).map((c) => c.groupId),
    ];
    const was = before.resolve(ids);
    const now = after.resolve(ids);
    const featureFlips = tally(features, was.features, now.features, (f) => f.id, combo);
    const dayFlips = tally(days, was.days, now.days, (d) => d.dayAccessDate, combo);
    const sessionFlipped = tally(
      sessionFlips,
      was.sessions,
      now.sessions,
      (s) => s.segmentId,
      combo,
    );
    if (featureFlips || dayFlips || sessionFlipped) {
      affected += combo.n;
      flipping.push(combo);
    }
  }
  const sampled = await samples(db, event.id, flipping, customs);
  const sampleOf = ({ gain, lose, combos }: Flip) => ({
    gain,
    lose,
    sample: combos.flatMap((c) => sampled.get(c) ?? []).slice(0, IMPACT_SAMPLE_SIZE),
  });
  return {
    affected,
    features: flattenTree(setup.tree).flatMap(({ node }) => {
      const flip = features.get(node.key);
      return flip ? [{ featureId: node.key, title: node.title, ...sampleOf(flip) }] : [];
    }),
    days: setup.days.flatMap((day) => {
      const flip = days.get(day);
      return flip ? [{ day, ...sampleOf(flip) }] : [];
    }),
    sessions: setup.sessions.flatMap((session) => {
      const flip = sessionFlips.get(session.segmentId);
      return flip
        ? [{ sessionId: session.segmentId, title: session.title, ...sampleOf(flip) }]
        : [];
    }),
  };
}

/** The feature preview endpoint: the save's checks (same refusals), then the impact. */
export async function previewFeatureChange(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  body: UpdateMappingsRequest,
): Promise<AccessImpact> {
  const { group, all, setup } = await groupSetup(db, event, accessGroupId);
  const plan = planFeatureChange(setup, group, body);
  return accessImpact(db, event, group, all, (s) => withFeatureChange(s, group.id, plan));
}

/** The base change preview endpoint: the save's checks (same refusals), then the impact. */
export async function previewBaseChange(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  baseAccessGroupId: number,
): Promise<AccessImpact> {
  const { group, all } = await groupSetup(db, event, accessGroupId);
  assertBaseChange(group, all, baseAccessGroupId);
  return accessImpact(db, event, group, all, (s) => withBaseChange(s, group.id, baseAccessGroupId));
}

/** The day access preview endpoint: the save's checks (same refusals), then the impact. */
export async function previewDayChange(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  body: UpdateDayAccessRequest,
): Promise<AccessImpact> {
  const { group, all, setup } = await groupSetup(db, event, accessGroupId);
  const plan = planDayChange(setup, body);
  return accessImpact(db, event, group, all, (s) => withDayChange(s, group.id, plan));
}

/** The session access preview endpoint: the save's checks (same refusals), then the impact. */
export async function previewSessionChange(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  body: UpdateSessionAccessRequest,
): Promise<AccessImpact> {
  const { group, all, setup } = await groupSetup(db, event, accessGroupId);
  const sessions = await eventSessions(db, event);
  const plan = planSessionChange({ ...setup, sessions }, group, body);
  return accessImpact(db, event, group, all, (s) => withSessionChange(s, group.id, plan));
}
