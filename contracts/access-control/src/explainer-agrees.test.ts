/**
 * The explainer agrees with the group page's switches (issue #44: "All stages: Granted" beside
 * "Community Lounge: Not granted"). Random groups and settings, random switch changes in one
 * section of a group's page; once the section is saved, the explainer's verdict on a member of
 * the group is, for every feature and sub-feature, what the switches showed.
 */
import fc from 'fast-check';
import { EVENT_ROLES, type EventRole } from '@console/shared/contract';
import { isStageKey, stageBackstageKey } from './catalogue';
import { featureTree, flattenTree } from './feature-tree';
import { DEFAULT_EVENT_ACCESS_SETTINGS, ZONES, type EventAccessSettings } from './forced-inactive';
import { groupMappingNodes } from './group-mapping';
import { createResolver, type AccessSetup, type ResolverGroup } from './resolver';
import type { AccessSection, GrantStatus, MappingChange } from './schemas';
import { chooseSubFeature, groupEffects, toggleFeature } from './toggle-rules';

const TREE = featureTree(['Main Stage', 'Community Lounge']);
const NODES = flattenTree(TREE);
const KEYS = NODES.map((n) => n.node.key);
const BASE_ID = 1;
const DERIVED_ID = 2;

const settingsArb: fc.Arbitrary<EventAccessSettings> = fc.oneof(
  fc.constant({ ...DEFAULT_EVENT_ACCESS_SETTINGS, leaderboardEnabled: true }),
  fc.record({
    activeZones: fc.subarray([...ZONES]),
    hasChatChannel: fc.boolean(),
    hasPeopleChannel: fc.boolean(),
    oneOnOneIntervalMinutes: fc.constantFrom(null, 30),
    boothZoneActive: fc.boolean(),
    leaderboardEnabled: fc.boolean(),
  }),
);

const rowsArb = (statuses: readonly GrantStatus[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...statuses)), { maxLength: 12 })
    .map((entries) => new Map(entries));

const stepArb = fc.record({
  id: fc.constantFrom(...KEYS),
  action: fc.constantFrom('on', 'off', 'choose'),
});

const group = (over: Partial<ResolverGroup> & Pick<ResolverGroup, 'groupId'>): ResolverGroup => ({
  groupName: `Group ${over.groupId}`,
  isBaseGroup: true,
  baseAccessGroupId: null,
  role: null,
  features: new Map(),
  days: new Map(),
  sessions: new Map(),
  addedSessions: new Set(),
  ...over,
});

const setupOf = (settings: EventAccessSettings, groups: ResolverGroup[]): AccessSetup => ({
  tree: TREE,
  settings,
  groups,
  days: [],
  sessions: [],
});

/** What the API stores for a section's saved changes (api/src/access-control/section-rules.ts). */
function saved(
  rows: ReadonlyMap<string, GrantStatus>,
  section: AccessSection,
  changes: readonly MappingChange[],
): Map<string, GrantStatus> {
  const next = new Map(rows);
  for (const { id, grantStatus } of changes) {
    const kept = section === 'base' || grantStatus === (section === 'grant' ? 'GRANT' : 'REVOKED');
    if (kept) next.set(id, grantStatus);
    else next.delete(id);
  }
  return next;
}

const caseArb = fc.record({
  settings: settingsArb,
  role: fc.constantFrom<EventRole>(...EVENT_ROLES),
  baseRows: rowsArb(['GRANT', 'NO_GRANT']),
  derivedRows: rowsArb(['GRANT', 'REVOKED']),
  section: fc.constantFrom<AccessSection>('base', 'grant', 'revoked'),
  steps: fc.array(stepArb, { maxLength: 8 }),
});

describe('the explainer says what the switches showed (fast-check)', () => {
  it('for every feature and sub-feature, after saving random changes of one section', () => {
    fc.assert(
      fc.property(caseArb, ({ settings, role, baseRows, derivedRows, section, steps }) => {
        const base = group({ groupId: BASE_ID, role, features: baseRows });
        const derived = group({
          groupId: DERIVED_ID,
          isBaseGroup: false,
          baseAccessGroupId: BASE_ID,
          features: derivedRows,
        });
        const onPage = section === 'base' ? base : derived;
        const features = groupMappingNodes(
          TREE,
          createResolver(setupOf(settings, [base, derived])),
          { id: onPage.groupId, isBaseGroup: onPage.isBaseGroup },
        );
        const pending = steps.reduce<MappingChange[]>(
          (list, step) =>
            step.action === 'choose'
              ? chooseSubFeature(features, section, list, step.id)
              : toggleFeature(features, section, list, step.id, step.action === 'on'),
          [],
        );
        const shown = groupEffects(features, pending);

        const after = { ...onPage, features: saved(onPage.features, section, pending) };
        const groups = section === 'base' ? [after, derived] : [base, after];
        const person = section === 'base' ? [BASE_ID] : [BASE_ID, DERIVED_ID];
        const explained = createResolver(setupOf(settings, groups)).resolve(person).features;

        const verdicts = explained.map((f) => [f.id, f.decision.outcome]);
        expect(verdicts).toEqual(explained.map((f) => [f.id, shown.get(f.id)?.status]));
      }),
      { numRuns: 200 },
    );
  });
});

describe('a person in several groups: the explainer keeps the switches’ rules (fast-check)', () => {
  const ALL = 'BACKSTAGE.ALLOW_ALL_STAGES';
  const parents = NODES.filter((n) => n.node.children.length > 0).map((n) => n.node);

  it('All stages granted means every stage is; a parent is on exactly when a child is; one room choice', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.constantFrom<EventRole>(...EVENT_ROLES),
        rowsArb(['GRANT', 'NO_GRANT']),
        fc.array(rowsArb(['GRANT', 'REVOKED']), { minLength: 1, maxLength: 3 }),
        (settings, role, baseRows, derivedRows) => {
          const groups = [
            group({ groupId: BASE_ID, role, features: baseRows }),
            ...derivedRows.map((features, i) =>
              group({
                groupId: 10 + i,
                isBaseGroup: false,
                baseAccessGroupId: BASE_ID,
                features,
              }),
            ),
          ];
          const access = createResolver(setupOf(settings, groups)).resolve(
            groups.map((g) => g.groupId),
          );
          const outcome = new Map(access.features.map((f) => [f.id, f.decision.outcome]));
          const granted = (key: string) => outcome.get(key) === 'GRANT';
          const broken: string[] = [];
          if (granted(ALL))
            for (const key of KEYS.filter(isStageKey))
              if (!granted(key)) broken.push(`All stages granted, ${key} ${outcome.get(key)}`);
          for (const parent of parents) {
            const childOn = parent.children.some((c) => granted(c.key));
            if (granted(parent.key) !== childOn)
              broken.push(`${parent.key} ${outcome.get(parent.key)}, a child on: ${childOn}`);
            if (
              parent.fieldType === 'RADIOBUTTON' &&
              parent.children.filter((c) => granted(c.key)).length > 1
            )
              broken.push(`${parent.key}: two choices granted`);
          }
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('registration 3002 of the demo: Attendees with VIP guests granting Backstage', () => {
    const attendees = group({ groupId: BASE_ID, groupName: 'Attendees', role: 'ATTENDEE' });
    const vipGuests = group({
      groupId: DERIVED_ID,
      groupName: 'VIP guests',
      isBaseGroup: false,
      baseAccessGroupId: BASE_ID,
      features: new Map([
        ['BACKSTAGE', 'GRANT'],
        [ALL, 'GRANT'],
      ]),
    });
    const access = createResolver(
      setupOf(DEFAULT_EVENT_ACCESS_SETTINGS, [attendees, vipGuests]),
    ).resolve([BASE_ID, DERIVED_ID]);
    const lounge = access.features.find((f) => f.id === stageBackstageKey('Community Lounge'));
    expect(lounge?.decision).toEqual({
      outcome: 'GRANT',
      decidedBy: { groupId: DERIVED_ID, groupName: 'VIP guests', section: 'grant' },
      inactiveReason: null,
      explanation:
        'Granted through All stages, which covers every stage. All stages: VIP guests grants it, beyond its base access.',
    });
  });
});
