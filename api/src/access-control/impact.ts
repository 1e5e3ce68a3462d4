/**
 * The impact preview of a group's feature, day access, base or session access change (issue #46):
 * what the change does to whom, from the explainer's resolver. Registrants who share a role,
 * ticket type, flow and custom access group memberships are in the same groups and so resolve
 * alike: GROUP BYs count each combination (only the changed group's members for a derived group;
 * for a base group everyone, as its derived groups follow it; see combinations), each combination
 * is resolved before and after the change in memory, and its count goes to the features, days and
 * sessions it gains or loses. A few names per flipping combination come from one more query
 * (LIMIT per combination). Nothing is written.
 */
import { and, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
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
import { audienceGroupMembers, registrations } from '../db/schema';
import { assertBaseChange, withBaseChange } from './base-change';
import { planDayChange, withDayChange } from './day-change';
import { planFeatureChange, withFeatureChange } from './feature-change';
import type { AccessGroupRow } from './groups';
import { groupSetup } from './mapping';
import { customGroupConditions, fixedGroupIds, type CustomGroupCondition } from './people';
import { planSessionChange, withSessionChange } from './session-change';
import { eventSessions, loadSetup, type SetupEvent } from './setup';
import { intArray } from './sql-arrays';

export type ImpactEvent = SetupEvent & { type: EventType };

const r = registrations;

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

/** The changed group's members, or undefined for a base group (everyone may follow it). */
function membersOf(
  group: AccessGroupRow,
  customs: readonly CustomGroupCondition[],
): SQL | undefined {
  if (group.isBaseGroup) return undefined;
  const key = Number(group.groupKey);
  const keyed = group.groupKey !== null && Number.isInteger(key);
  if (group.groupType === 'TICKET') return keyed ? eq(r.ticketTypeId, key) : sql`false`;
  if (group.groupType === 'FLOW') return keyed ? eq(r.flowId, key) : sql`false`;
  if (group.groupType === 'CUSTOM')
    return customs.find((c) => c.groupId === group.id)?.where ?? sql`false`;
  return undefined;
}

/**
 * Who may be in a custom access group: the member rows of each such group (an index probe of
 * the few members), or, with a live group among them, every row that any condition selects.
 */
function inAnyCustom(customs: readonly CustomGroupCondition[]): SQL {
  const rowGroups = customs.flatMap((c) => (c.memberRowsOf === null ? [] : [c.memberRowsOf]));
  if (rowGroups.length < customs.length)
    return sql`(${sql.join(
      customs.map((c) => c.where),
      sql` or `,
    )})`;
  const m = audienceGroupMembers;
  return sql`${r.id} in (select ${m.registrationId} from ${m} where ${m.groupId} = any(${intArray(rowGroups)}))`;
}

const fixedKey = (c: Pick<Combination, 'role' | 'ticketTypeId' | 'flowId'>) =>
  `${c.role}:${c.ticketTypeId}:${c.flowId}`;

/**
 * The registrants' combinations and their counts: role, ticket and flow counted over the event's
 * covering index (no row read), custom memberships read only for who may be in a custom group;
 * the others are the difference, in no custom group.
 */
async function combinations(
  db: Db,
  eventId: number,
  members: SQL | undefined,
  customs: readonly CustomGroupCondition[],
): Promise<Combination[]> {
  const fixed = await queryRows<Combination>(
    db,
    sql`select ${r.role} as role, ${r.ticketTypeId} as "ticketTypeId", ${r.flowId} as "flowId",
        '{}'::boolean[] as customs, count(*)::int as n
      from ${r} where ${and(REGISTRANTS(eventId), members)}
      group by 1, 2, 3 order by 1, 2, 3`,
  );
  if (customs.length === 0) return fixed;
  const flags = sql`array[${sql.join(
    customs.map((c) => c.where),
    sql`, `,
  )}]::boolean[]`;
  const inCustoms = await queryRows<Combination>(
    db,
    sql`select ${r.role} as role, ${r.ticketTypeId} as "ticketTypeId", ${r.flowId} as "flowId",
        ${flags} as customs, count(*)::int as n
      from ${r} where ${and(REGISTRANTS(eventId), members, inAnyCustom(customs))}
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const inSome = new Map<string, number>();
  for (const c of inCustoms) {
    const counted = c.customs.some(Boolean) ? c.n : 0;
    inSome.set(fixedKey(c), (inSome.get(fixedKey(c)) ?? 0) + counted);
  }
  const none = fixed.flatMap((c) => {
    const n = c.n - (inSome.get(fixedKey(c)) ?? 0);
    return n > 0 ? [{ ...c, customs: customs.map(() => false), n }] : [];
  });
  return [...none, ...inCustoms.filter((c) => c.customs.some(Boolean))];
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
