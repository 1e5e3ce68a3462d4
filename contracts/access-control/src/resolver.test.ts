import fc from 'fast-check';
import { EVENT_ROLES, type EventRole } from '@console/shared/contract';
import { defaultBaseStatus, featureTree, flattenTree } from './feature-tree';
import { DEFAULT_EVENT_ACCESS_SETTINGS, ZONES, type EventAccessSettings } from './forced-inactive';
import { isStageKey, stageBackstageKey } from './catalogue';
import {
  createResolver,
  type AccessSetup,
  type PersonAccess,
  type Resolver,
  type ResolverGroup,
  type ResolverSession,
} from './resolver';
import type { GrantStatus } from './schemas';

const TREE = featureTree(['Main Stage', 'Side Stage']);
const NODES = flattenTree(TREE);
const KEYS = NODES.map((n) => n.node.key);
const DAYS = ['2030-01-01', '2030-01-02', '2030-01-03'];
const SESSIONS: ResolverSession[] = [1, 2, 3, 4].map((segmentId) => ({
  segmentId,
  title: `Session ${segmentId}`,
  startDateTime: `${DAYS[segmentId % 3]}T10:00:00.000Z`,
  day: DAYS[segmentId % 3] as string,
}));
const SESSION_IDS = SESSIONS.map((s) => s.segmentId);
const ALL_ON: EventAccessSettings = { ...DEFAULT_EVENT_ACCESS_SETTINGS, leaderboardEnabled: true };

/** The keys of a node and everything under it. */
const subtree = (key: string): string[] => {
  const entry = NODES.find((n) => n.node.key === key);
  return entry ? flattenTree([entry.node]).map((n) => n.node.key) : [key];
};

const parentOf = (key: string) => NODES.find((n) => n.node.key === key)?.parentKey ?? null;

/**
 * The nodes a feature's effect may rest on (in-effect.ts): its subtree, its parent, and for
 * "All stages" the stages beside it.
 */
const reliesOn = (key: string): string[] => {
  const parent = parentOf(key);
  const stages =
    key === 'BACKSTAGE.ALLOW_ALL_STAGES' ? subtree('BACKSTAGE').filter(isStageKey) : [];
  return [...subtree(key), ...(parent ? [parent] : []), ...stages];
};

/** A radio choice replaced by an earlier one (the wider: all rooms before reserved only). */
const replacedByChoice = (access: PersonAccess, key: string): boolean => {
  const parent = NODES.find((n) => n.node.key === parentOf(key))?.node;
  if (parent?.fieldType !== 'RADIOBUTTON') return false;
  const order = parent.children.map((c) => c.key);
  return order
    .slice(0, order.indexOf(key))
    .some((sibling) => featureOf(access, sibling).decision.outcome === 'GRANT');
};

const group = (over: Partial<ResolverGroup> & Pick<ResolverGroup, 'groupId'>): ResolverGroup => ({
  groupName: `Group ${over.groupId}`,
  isBaseGroup: true,
  baseAccessGroupId: null,
  role: 'ATTENDEE',
  features: new Map(),
  days: new Map(),
  sessions: new Map(),
  addedSessions: new Set(),
  ...over,
});

const setupOf = (groups: ResolverGroup[], settings: EventAccessSettings = ALL_ON): AccessSetup => ({
  tree: TREE,
  settings,
  groups,
  days: DAYS,
  sessions: SESSIONS,
});

const featureOf = (access: PersonAccess, key: string) => {
  const found = access.features.find((f) => f.id === key);
  if (!found) throw new Error(`no feature ${key}`);
  return found;
};

// ---------- random group setups ----------

const rowsArb = <K>(keys: readonly K[], statuses: readonly GrantStatus[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...statuses)), { maxLength: 24 })
    .map((entries) => new Map(entries));

const settingsArb: fc.Arbitrary<EventAccessSettings> = fc.record({
  activeZones: fc.subarray([...ZONES]),
  hasChatChannel: fc.boolean(),
  hasPeopleChannel: fc.boolean(),
  oneOnOneIntervalMinutes: fc.constantFrom(null, 30),
  boothZoneActive: fc.boolean(),
  leaderboardEnabled: fc.boolean(),
});

const baseArb = fc.record({
  role: fc.constantFrom<EventRole>(...EVENT_ROLES),
  features: rowsArb(KEYS, ['GRANT', 'NO_GRANT']),
  days: rowsArb(DAYS, ['GRANT', 'NO_GRANT']),
  sessions: rowsArb(SESSION_IDS, ['GRANT', 'NO_GRANT']),
  added: fc.subarray(SESSION_IDS, { maxLength: 1 }),
});

const derivedArb = fc.record({
  basePick: fc.nat(),
  features: rowsArb(KEYS, ['GRANT', 'REVOKED']),
  days: rowsArb(DAYS, ['GRANT', 'NO_GRANT']),
  sessions: rowsArb(SESSION_IDS, ['GRANT', 'REVOKED']),
  added: fc.subarray(SESSION_IDS, { maxLength: 1 }),
});

interface Scenario {
  setup: AccessSetup;
  bases: ResolverGroup[];
  derived: ResolverGroup[];
}

const scenarioArb = (settings: fc.Arbitrary<EventAccessSettings>): fc.Arbitrary<Scenario> =>
  fc
    .record({
      settings,
      bases: fc.array(baseArb, { minLength: 1, maxLength: 3 }),
      derived: fc.array(derivedArb, { maxLength: 4 }),
    })
    .map(({ settings: s, bases, derived }) => {
      const baseGroups = bases.map((b, i) =>
        group({
          groupId: i + 1,
          role: b.role,
          features: b.features,
          days: b.days,
          sessions: b.sessions,
          addedSessions: new Set(b.added),
        }),
      );
      const derivedGroups = derived.map((d, i) =>
        group({
          groupId: 100 + i,
          isBaseGroup: false,
          role: null,
          baseAccessGroupId: baseGroups[d.basePick % baseGroups.length]?.groupId ?? null,
          features: d.features,
          days: d.days,
          sessions: d.sessions,
          addedSessions: new Set(d.added),
        }),
      );
      return {
        setup: setupOf([...baseGroups, ...derivedGroups], s),
        bases: baseGroups,
        derived: derivedGroups,
      };
    });

/** A scenario and a person in it: one base group and some derived groups. */
const personArb = (settings: fc.Arbitrary<EventAccessSettings> = settingsArb) =>
  scenarioArb(settings).chain((scenario) =>
    fc
      .record({
        base: fc.constantFrom(...scenario.bases),
        derived: fc.subarray(scenario.derived),
      })
      .map(({ base, derived }) => ({
        scenario,
        person: [base.groupId, ...derived.map((g) => g.groupId)],
      })),
  );

const statusIn = (resolver: Resolver, groupId: number, key: string) =>
  resolver.featureStatuses(groupId).get(key)?.status;

describe('resolver properties (fast-check over random group setups)', () => {
  it('a revoke always wins over a grant', () => {
    fc.assert(
      fc.property(personArb(), ({ scenario, person }) => {
        const resolver = createResolver(scenario.setup);
        const access = resolver.resolve(person);
        for (const feature of access.features) {
          if (resolver.inactiveReasonOf(feature.id) !== null) continue;
          if (person.some((id) => statusIn(resolver, id, feature.id) === 'REVOKED'))
            expect(feature.decision.outcome).toBe('REVOKED');
        }
        for (const session of access.sessions) {
          const revoked = person.some(
            (id) => resolver.sessionStatus(id, session.segmentId).status === 'REVOKED',
          );
          if (revoked) expect(session.decision.outcome).not.toBe('GRANT');
        }
      }),
    );
  });

  it('INACTIVE always wins, with its reason, whatever the groups say', () => {
    fc.assert(
      fc.property(personArb(), ({ scenario, person }) => {
        const resolver = createResolver(scenario.setup);
        for (const feature of resolver.resolve(person).features) {
          const reason = resolver.inactiveReasonOf(feature.id);
          if (reason === null) continue;
          expect(feature.decision).toMatchObject({
            outcome: 'INACTIVE',
            inactiveReason: reason,
            decidedBy: null,
          });
        }
      }),
    );
  });

  it('a person in one base group only gets exactly that group’s statuses', () => {
    fc.assert(
      fc.property(scenarioArb(fc.constant(ALL_ON)), (scenario) => {
        const resolver = createResolver(scenario.setup);
        for (const base of scenario.bases) {
          const access = resolver.resolve([base.groupId]);
          for (const feature of access.features)
            expect([feature.id, feature.decision.outcome]).toEqual([
              feature.id,
              statusIn(resolver, base.groupId, feature.id),
            ]);
          for (const day of access.days)
            expect(day.decision.outcome).toBe(resolver.dayStatus(base.groupId, day.dayAccessDate));
          const segmentOn = featureOf(access, 'SEGMENT').decision.outcome === 'GRANT';
          for (const session of access.sessions) {
            const dayOn =
              resolver.dayStatus(base.groupId, SESSIONS[session.segmentId - 1]?.day ?? '') ===
              'GRANT';
            const own = resolver.sessionStatus(base.groupId, session.segmentId).status;
            expect(session.decision.outcome === 'GRANT').toBe(
              own === 'GRANT' && segmentOn && dayOn,
            );
          }
        }
      }),
    );
  });

  it('adding a group never removes a GRANT unless it REVOKES, or grants the wider radio choice', () => {
    fc.assert(
      fc.property(
        personArb().chain(({ scenario, person }) =>
          fc
            .constantFrom(...scenario.setup.groups)
            .map((extra) => ({ scenario, person, extra: extra.groupId })),
        ),
        ({ scenario, person, extra }) => {
          const resolver = createResolver(scenario.setup);
          const before = resolver.resolve(person);
          const after = resolver.resolve([...person, extra]);
          for (const feature of before.features) {
            if (feature.decision.outcome !== 'GRANT') continue;
            if (featureOf(after, feature.id).decision.outcome === 'GRANT') continue;
            const revokes = reliesOn(feature.id).some(
              (key) => statusIn(resolver, extra, key) === 'REVOKED',
            );
            expect([feature.id, revokes || replacedByChoice(after, feature.id)]).toEqual([
              feature.id,
              true,
            ]);
          }
          for (const day of before.days)
            if (day.decision.outcome === 'GRANT')
              expect(
                after.days.find((d) => d.dayAccessDate === day.dayAccessDate)?.decision,
              ).toMatchObject({ outcome: 'GRANT' });
          for (const session of before.sessions) {
            if (session.decision.outcome !== 'GRANT') continue;
            const now = after.sessions.find((s) => s.segmentId === session.segmentId);
            if (now?.decision.outcome === 'GRANT') continue;
            const revokes =
              resolver.sessionStatus(extra, session.segmentId).status === 'REVOKED' ||
              statusIn(resolver, extra, 'SEGMENT') === 'REVOKED';
            expect(revokes).toBe(true);
          }
        },
      ),
    );
  });

  it('decidedBy always names one of the person’s groups whose own status equals the outcome', () => {
    fc.assert(
      fc.property(personArb(), ({ scenario, person }) => {
        const resolver = createResolver(scenario.setup);
        const access = resolver.resolve(person);
        for (const feature of access.features) {
          const { outcome, decidedBy } = feature.decision;
          if (outcome === 'INACTIVE') continue;
          expect(decidedBy).not.toBeNull();
          expect(person).toContain(decidedBy?.groupId);
          expect(statusIn(resolver, decidedBy?.groupId ?? -1, feature.basisId)).toBe(outcome);
          expect(decidedBy?.section === 'revoked').toBe(outcome === 'REVOKED');
          if (feature.basisId !== feature.id)
            expect(reliesOn(feature.id)).toContain(feature.basisId);
        }
        for (const day of access.days) {
          const by = day.decision.decidedBy?.groupId ?? -1;
          expect(person).toContain(by);
          expect(resolver.dayStatus(by, day.dayAccessDate)).toBe(day.decision.outcome);
        }
        for (const session of access.sessions) {
          const by = session.decision.decidedBy?.groupId ?? -1;
          expect(person).toContain(by);
          const day = SESSIONS[session.segmentId - 1]?.day ?? '';
          expect([
            resolver.sessionStatus(by, session.segmentId).status,
            statusIn(resolver, by, 'SEGMENT'),
            resolver.dayStatus(by, day),
          ]).toContain(session.decision.outcome);
        }
      }),
    );
  });
});

// ---------- the §4 statuses, case by case ----------

describe('group statuses (people-and-access-control §3, §4)', () => {
  const attendees = group({ groupId: 1, groupName: 'Attendees', role: 'ATTENDEE' });
  const speakers = group({ groupId: 2, groupName: 'Speakers', role: 'SPEAKER' });
  const derived = (rows: [string, GrantStatus][], base = attendees.groupId) =>
    group({
      groupId: 10,
      groupName: 'VIP Pass',
      isBaseGroup: false,
      role: null,
      baseAccessGroupId: base,
      features: new Map(rows),
    });
  const statuses = (...groups: ResolverGroup[]) =>
    createResolver(setupOf([attendees, speakers, ...groups]));

  it.each<[string, EventRole, string, GrantStatus]>([
    ['organizers get everything', 'ORGANIZER', 'BACKSTAGE', 'GRANT'],
    ['speakers get the backstage', 'SPEAKER', 'BACKSTAGE.ALLOW_ALL_STAGES', 'GRANT'],
    ['moderators get the backstage', 'MODERATOR', 'BACKSTAGE', 'GRANT'],
    ['attendees do not get the backstage', 'ATTENDEE', 'BACKSTAGE', 'NO_GRANT'],
    ['sponsors do not get the backstage', 'SPONSOR', 'BACKSTAGE', 'NO_GRANT'],
    ['attendees get most features', 'ATTENDEE', 'NETWORKING', 'GRANT'],
    ['attendees see only reserved rooms', 'ATTENDEE', 'ROOM.SHOW_RESERVED_ROOMS_ONLY', 'GRANT'],
    ['attendees do not get private rooms', 'ATTENDEE', 'ROOM.ACCESS_PVT_ROOMS', 'NO_GRANT'],
    [
      'a stage backstage is not granted by default (attendees: no All stages)',
      'ATTENDEE',
      stageBackstageKey('Main Stage'),
      'NO_GRANT',
    ],
  ])('base defaults: %s', (_name, role, key, expected) => {
    const base = group({ groupId: 3, role });
    expect(
      createResolver(setupOf([base]))
        .featureStatuses(3)
        .get(key)?.status,
    ).toBe(expected);
    if (!key.startsWith('BACKSTAGE.STAGE:')) {
      const node = NODES.find((n) => n.node.key === key)?.node;
      if (node) expect(defaultBaseStatus(role, node)).toBe(expected);
    }
  });

  it('a stage backstage has no row of its own by default: All stages covers it', () => {
    const organizers = group({ groupId: 3, role: 'ORGANIZER' });
    expect(
      createResolver(setupOf([organizers]))
        .featureStatuses(3)
        .get(stageBackstageKey('Main Stage')),
    ).toMatchObject({
      ownStatus: 'NO_GRANT',
      status: 'GRANT',
      reason: 'allStages',
      basisKey: 'BACKSTAGE.ALLOW_ALL_STAGES',
    });
  });

  it('a base group’s rows replace its defaults', () => {
    const base = group({ groupId: 3, features: new Map([['NETWORKING', 'NO_GRANT']]) });
    expect(
      createResolver(setupOf([base]))
        .featureStatuses(3)
        .get('NETWORKING'),
    ).toEqual({
      status: 'NO_GRANT',
      ownStatus: 'NO_GRANT',
      baseStatus: null,
      source: 'base',
      changedInDerived: false,
      reason: 'own',
      basisKey: 'NETWORKING',
    });
  });

  it.each<[string, [string, GrantStatus][], string, object]>([
    [
      'a derived group takes its base’s status',
      [],
      'NETWORKING',
      { status: 'GRANT', baseStatus: 'GRANT', source: 'base', changedInDerived: false },
    ],
    [
      'a revoke where the base grants is REVOKED',
      [['NETWORKING', 'REVOKED']],
      'NETWORKING',
      { status: 'REVOKED', baseStatus: 'GRANT', source: 'revoked', changedInDerived: true },
    ],
    [
      'a grant where the base does not grant is GRANT',
      [
        ['BACKSTAGE', 'GRANT'],
        ['BACKSTAGE.ALLOW_ALL_STAGES', 'GRANT'],
      ],
      'BACKSTAGE',
      { status: 'GRANT', baseStatus: 'NO_GRANT', source: 'grant', changedInDerived: true },
    ],
    [
      'a revoke where the base does not grant is ignored',
      [['BACKSTAGE', 'REVOKED']],
      'BACKSTAGE',
      { status: 'NO_GRANT', baseStatus: 'NO_GRANT', source: 'base', changedInDerived: false },
    ],
    [
      'a grant where the base grants already changes nothing',
      [['NETWORKING', 'GRANT']],
      'NETWORKING',
      { status: 'GRANT', baseStatus: 'GRANT', source: 'base', changedInDerived: false },
    ],
    [
      'a parent whose children are all revoked is revoked',
      [
        ['PVT_CHAT', 'REVOKED'],
        ['PVT_MEETING', 'REVOKED'],
      ],
      'EVENT_INTERACTION',
      { status: 'REVOKED', baseStatus: 'GRANT', source: 'revoked' },
    ],
    [
      'a parent granted without a granted child is off',
      [['BACKSTAGE', 'GRANT']],
      'BACKSTAGE',
      { status: 'NO_GRANT', baseStatus: 'NO_GRANT' },
    ],
  ])('%s', (_name, rows, key, expected) => {
    expect(statuses(derived(rows)).featureStatuses(10).get(key)).toMatchObject(expected);
  });

  it('a base whose parent has no granted child shows the parent off', () => {
    const base = group({
      groupId: 3,
      features: new Map([
        ['EVENT_INTERACTION', 'GRANT'],
        ['PVT_CHAT', 'NO_GRANT'],
        ['PVT_MEETING', 'NO_GRANT'],
      ]),
    });
    expect(
      createResolver(setupOf([base]))
        .featureStatuses(3)
        .get('EVENT_INTERACTION')?.status,
    ).toBe('NO_GRANT');
  });

  it('a derived group follows a new base (its rows checked against it)', () => {
    const resolver = statuses(derived([['BACKSTAGE', 'REVOKED']], speakers.groupId));
    expect(resolver.featureStatuses(10).get('BACKSTAGE')?.status).toBe('REVOKED');
  });

  it('days: a base grants a day without a row; a derived group without rows follows its base', () => {
    const base = group({ groupId: 3, days: new Map([['2030-01-02', 'NO_GRANT']]) });
    const child = group({
      groupId: 4,
      isBaseGroup: false,
      role: null,
      baseAccessGroupId: 3,
      days: new Map([['2030-01-03', 'NO_GRANT']]),
    });
    const resolver = createResolver(setupOf([base, child]));
    expect(DAYS.map((d) => resolver.dayStatus(3, d))).toEqual(['GRANT', 'NO_GRANT', 'GRANT']);
    expect(DAYS.map((d) => resolver.dayStatus(4, d))).toEqual(['GRANT', 'NO_GRANT', 'NO_GRANT']);
  });

  it('sessions: a base without a row does not grant; Add to sessions grants; overrides as features', () => {
    const base = group({ groupId: 3, sessions: new Map([[1, 'GRANT']]) });
    const child = group({
      groupId: 4,
      isBaseGroup: false,
      role: null,
      baseAccessGroupId: 3,
      sessions: new Map<number, GrantStatus>([
        [1, 'REVOKED'],
        [2, 'GRANT'],
      ]),
      addedSessions: new Set([3]),
    });
    const resolver = createResolver(setupOf([base, child]));
    expect(SESSION_IDS.map((id) => resolver.sessionStatus(3, id).status)).toEqual([
      'GRANT',
      'NO_GRANT',
      'NO_GRANT',
      'NO_GRANT',
    ]);
    expect(SESSION_IDS.map((id) => resolver.sessionStatus(4, id).status)).toEqual([
      'REVOKED',
      'GRANT',
      'GRANT',
      'NO_GRANT',
    ]);
  });
});

describe('one person’s decisions', () => {
  const attendees = group({ groupId: 1, groupName: 'Attendees', role: 'ATTENDEE' });
  const ticket = group({
    groupId: 10,
    groupName: 'Student',
    isBaseGroup: false,
    role: null,
    baseAccessGroupId: 1,
    features: new Map([['NETWORKING', 'REVOKED']]),
  });
  const vip = group({
    groupId: 11,
    groupName: 'VIP guests',
    isBaseGroup: false,
    role: null,
    baseAccessGroupId: 1,
    features: new Map([
      ['BACKSTAGE', 'GRANT'],
      ['BACKSTAGE.ALLOW_ALL_STAGES', 'GRANT'],
      ['NETWORKING', 'GRANT'],
    ]),
  });

  it('a ticket group that revokes NETWORKING decides it, in its revoke section', () => {
    const access = createResolver(setupOf([attendees, ticket, vip])).resolve([1, 10, 11]);
    expect(featureOf(access, 'NETWORKING').decision).toEqual({
      outcome: 'REVOKED',
      decidedBy: { groupId: 10, groupName: 'Student', section: 'revoked' },
      inactiveReason: null,
      explanation: 'Student revokes it, and a revoke wins over any grant.',
    });
  });

  it('a derived group’s own grant decides it in its grant section; else the base group', () => {
    const access = createResolver(setupOf([attendees, vip])).resolve([1, 11]);
    expect(featureOf(access, 'BACKSTAGE').decision.decidedBy).toEqual({
      groupId: 11,
      groupName: 'VIP guests',
      section: 'grant',
    });
    expect(featureOf(access, 'LOBBY').decision.decidedBy).toEqual({
      groupId: 1,
      groupName: 'Attendees',
      section: 'base',
    });
  });

  it('nobody granting: NO_GRANT, decided by the base group', () => {
    const access = createResolver(setupOf([attendees, ticket])).resolve([1, 10]);
    expect(featureOf(access, 'BACKSTAGE').decision).toMatchObject({
      outcome: 'NO_GRANT',
      decidedBy: { groupId: 1, section: 'base' },
    });
  });

  it('a forced-inactive zone is INACTIVE for everybody, its sub-features too', () => {
    const settings = { ...ALL_ON, activeZones: ZONES.filter((z) => z !== 'STAGE') };
    const access = createResolver(setupOf([attendees, vip], settings)).resolve([1, 11]);
    for (const key of ['STAGE', 'BACKSTAGE', 'BACKSTAGE.ALLOW_ALL_STAGES'])
      expect(featureOf(access, key).decision).toMatchObject({
        outcome: 'INACTIVE',
        inactiveReason: 'ZONE_NOT_ACTIVE',
        decidedBy: null,
      });
  });

  it('a parent is off for the person when none of its children is granted to them', () => {
    const chat = group({
      groupId: 12,
      groupName: 'Chatters',
      isBaseGroup: false,
      baseAccessGroupId: 1,
      role: null,
      features: new Map([['PVT_MEETING', 'REVOKED']]),
    });
    const meet = group({
      groupId: 13,
      groupName: 'Meeters',
      isBaseGroup: false,
      baseAccessGroupId: 1,
      role: null,
      features: new Map([['PVT_CHAT', 'REVOKED']]),
    });
    const resolver = createResolver(setupOf([attendees, chat, meet]));
    const access = resolver.resolve([1, 12, 13]);
    expect(resolver.featureStatuses(12).get('EVENT_INTERACTION')?.status).toBe('GRANT');
    expect(featureOf(access, 'EVENT_INTERACTION')).toMatchObject({
      basisId: 'PVT_CHAT',
      decision: { outcome: 'REVOKED', decidedBy: { groupId: 13, section: 'revoked' } },
    });
  });

  it('a day is granted when any group grants it', () => {
    const closed = group({ ...attendees, days: new Map([['2030-01-02', 'NO_GRANT']]) });
    const open = group({ ...vip, days: new Map([['2030-01-02', 'GRANT']]) });
    const resolver = createResolver(setupOf([closed, open]));
    expect(resolver.resolve([1]).days[1]?.decision.outcome).toBe('NO_GRANT');
    expect(resolver.resolve([1, 11]).days[1]?.decision).toMatchObject({
      outcome: 'GRANT',
      decidedBy: { groupId: 11 },
    });
  });

  it('a session needs its own grant, the Sessions feature and its day', () => {
    const base = group({
      ...attendees,
      sessions: new Map<number, GrantStatus>([
        [1, 'GRANT'],
        [2, 'GRANT'],
      ]),
      days: new Map([[SESSIONS[1]?.day ?? '', 'NO_GRANT']]),
    });
    const noSessions = group({ ...ticket, features: new Map([['SEGMENT', 'REVOKED']]) });
    const plain = createResolver(setupOf([base])).resolve([1]);
    expect(plain.sessions.map((s) => s.decision.outcome)).toEqual([
      'GRANT',
      'NO_GRANT',
      'NO_GRANT',
      'NO_GRANT',
    ]);
    expect(plain.sessions[1]?.decision.explanation).toMatch(/no access on 2030-01-03/);
    const revoked = createResolver(setupOf([base, noSessions])).resolve([1, 10]);
    expect(revoked.sessions[0]?.decision).toMatchObject({
      outcome: 'REVOKED',
      decidedBy: { groupId: 10, section: 'revoked' },
    });
    expect(revoked.sessions[0]?.decision.explanation).toMatch(/^Sessions are off/);
  });

  it('a person in no group gets nothing, decided by nobody', () => {
    const access = createResolver(setupOf([attendees])).resolve([]);
    expect(featureOf(access, 'LOBBY').decision).toMatchObject({
      outcome: 'NO_GRANT',
      decidedBy: null,
    });
  });
});
