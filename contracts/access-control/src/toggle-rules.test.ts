import fc from 'fast-check';
import {
  FEATURE_CATALOGUE,
  featureDescriptions,
  stageBackstageKey,
  type CatalogueNode,
} from './catalogue';
import type {
  AccessSection,
  FeatureMappingNode,
  GrantStatus,
  InactiveReason,
  MappingChange,
} from './schemas';
import { mappingTree, type NodeSetup } from './testing';
import {
  chooseSubFeature,
  currentStatus,
  isOn,
  sectionTree,
  statusFor,
  toggleFeature,
  withChange,
  type SectionNode,
} from './toggle-rules';

const MAIN = stageBackstageKey('Main');

const MAIN_STAGE: CatalogueNode = {
  key: MAIN,
  featureId: 92,
  featureName: 'BACKSTAGE',
  subFeatureId: null,
  title: 'Main',
  fieldType: 'CHECKBOXES',
  action: 'enter the backstage of Main',
  ...featureDescriptions('enter the backstage of Main'),
  requires: null,
  children: [],
};

/** A group's mapping tree from the catalogue (plus one stage's backstage), with per-node setups. */
const tree = (setup: Record<string, NodeSetup> = {}): FeatureMappingNode[] =>
  mappingTree(setup, { BACKSTAGE: [MAIN_STAGE] });

/** A node of the base section's tree, by id, with the pending changes applied. */
function entryOf(
  features: FeatureMappingNode[],
  id: string,
  pending: readonly MappingChange[] = [],
): SectionNode {
  const entry = flat(sectionTree(features, 'base', pending)).find((e) => e.node.id === id);
  if (!entry) throw new Error(`No node ${id}`);
  return entry;
}

const change = (id: string, grantStatus: GrantStatus): MappingChange => ({ id, grantStatus });

describe('statusFor: the status a section stores (§4)', () => {
  it.each<[AccessSection, boolean, GrantStatus]>([
    ['base', true, 'GRANT'],
    ['base', false, 'NO_GRANT'],
    ['grant', true, 'GRANT'],
    ['grant', false, 'NO_GRANT'],
    ['revoked', true, 'GRANT'],
    ['revoked', false, 'REVOKED'],
  ])('%s section, on=%s → %s', (section, on, status) => {
    expect(statusFor(section, on)).toBe(status);
  });
});

describe('toggleFeature on a leaf, per section (§4)', () => {
  it.each<[string, AccessSection, NodeSetup, boolean, MappingChange[]]>([
    ['base: on gives GRANT', 'base', { status: 'NO_GRANT' }, true, [change('LOBBY', 'GRANT')]],
    ['base: off gives NO_GRANT', 'base', { status: 'GRANT' }, false, [change('LOBBY', 'NO_GRANT')]],
    [
      'grant: on gives GRANT',
      'grant',
      { status: 'NO_GRANT', grant: true },
      true,
      [change('LOBBY', 'GRANT')],
    ],
    [
      'grant: off clears the grant (NO_GRANT)',
      'grant',
      { status: 'GRANT', grant: true },
      false,
      [change('LOBBY', 'NO_GRANT')],
    ],
    [
      'revoke: off gives REVOKED',
      'revoked',
      { status: 'GRANT', revoke: true },
      false,
      [change('LOBBY', 'REVOKED')],
    ],
    [
      'revoke: on clears the revoke (GRANT)',
      'revoked',
      { status: 'REVOKED', revoke: true },
      true,
      [change('LOBBY', 'GRANT')],
    ],
    ['base: on when already granted sends nothing', 'base', { status: 'GRANT' }, true, []],
    [
      'grant: off when not granted sends nothing',
      'grant',
      { status: 'NO_GRANT', grant: true },
      false,
      [],
    ],
    [
      'revoke: on when not revoked sends nothing',
      'revoked',
      { status: 'GRANT', revoke: true },
      true,
      [],
    ],
    ['grant: a node not offered in the section never changes', 'grant', {}, true, []],
    ['revoke: a node not offered in the section never changes', 'revoked', {}, false, []],
  ])('%s', (_, section, lobby, on, expected) => {
    expect(toggleFeature(tree({ LOBBY: lobby }), section, [], 'LOBBY', on)).toEqual(expected);
  });
});

describe('toggleFeature on a parent sets its children (§4)', () => {
  it('turning EVENT_INTERACTION on grants every child', () => {
    expect(toggleFeature(tree(), 'base', [], 'EVENT_INTERACTION', true)).toEqual([
      change('EVENT_INTERACTION', 'GRANT'),
      change('PVT_CHAT', 'GRANT'),
      change('PVT_MEETING', 'GRANT'),
    ]);
  });

  it('turning EVENT_INTERACTION off in the revoke section revokes every child', () => {
    const features = tree({
      EVENT_INTERACTION: { status: 'GRANT', revoke: true },
      PVT_CHAT: { status: 'GRANT', revoke: true },
      PVT_MEETING: { status: 'GRANT', revoke: true },
    });
    expect(toggleFeature(features, 'revoked', [], 'EVENT_INTERACTION', false)).toEqual([
      change('EVENT_INTERACTION', 'REVOKED'),
      change('PVT_CHAT', 'REVOKED'),
      change('PVT_MEETING', 'REVOKED'),
    ]);
  });

  it('turning BACKSTAGE on grants only its all-stages sub-feature', () => {
    expect(toggleFeature(tree(), 'base', [], 'BACKSTAGE', true)).toEqual([
      change('BACKSTAGE', 'GRANT'),
      change('BACKSTAGE.ALLOW_ALL_STAGES', 'GRANT'),
    ]);
  });

  it('turning ROOM on grants only its private-rooms sub-feature', () => {
    expect(toggleFeature(tree(), 'base', [], 'ROOM', true)).toEqual([
      change('ROOM', 'GRANT'),
      change('ROOM.ACCESS_PVT_ROOMS', 'GRANT'),
    ]);
  });

  it('turning ROOM on sets its other radio choice off', () => {
    const features = tree({
      ROOM: { status: 'GRANT' },
      'ROOM.SHOW_RESERVED_ROOMS_ONLY': { status: 'GRANT' },
    });
    expect(toggleFeature(features, 'base', [], 'ROOM', true)).toEqual([
      change('ROOM.ACCESS_PVT_ROOMS', 'GRANT'),
      change('ROOM.SHOW_RESERVED_ROOMS_ONLY', 'NO_GRANT'),
    ]);
  });

  it.each(['BACKSTAGE', 'ROOM'])('turning %s off turns every child off', (parent) => {
    const features = tree({
      BACKSTAGE: { status: 'GRANT' },
      'BACKSTAGE.ALLOW_ALL_STAGES': { status: 'GRANT' },
      [MAIN]: { status: 'GRANT' },
      ROOM: { status: 'GRANT' },
      'ROOM.ACCESS_PVT_ROOMS': { status: 'GRANT' },
      'ROOM.SHOW_RESERVED_ROOMS_ONLY': { status: 'GRANT' },
    });
    const children = entryOf(features, parent).children.map((e) => e.node.id);
    expect(toggleFeature(features, 'base', [], parent, false)).toEqual([
      change(parent, 'NO_GRANT'),
      ...children.map((id) => change(id, 'NO_GRANT')),
    ]);
  });

  it('turning BACKSTAGE off in the revoke section revokes a stage granted by the base', () => {
    const features = tree({
      BACKSTAGE: { status: 'GRANT', revoke: true },
      [MAIN]: { status: 'GRANT', revoke: true },
    });
    expect(toggleFeature(features, 'revoked', [], 'BACKSTAGE', false)).toEqual([
      change('BACKSTAGE', 'REVOKED'),
      change(MAIN, 'REVOKED'),
    ]);
  });

  it('a parent shown only for its children sets them but is not changed itself', () => {
    const features = tree({
      EVENT_INTERACTION: { status: 'GRANT' },
      PVT_CHAT: { status: 'GRANT' },
      PVT_MEETING: { grant: true },
    });
    expect(toggleFeature(features, 'grant', [], 'EVENT_INTERACTION', true)).toEqual([
      change('PVT_MEETING', 'GRANT'),
    ]);
  });
});

describe('"All stages" and the stages: select all (in-effect.ts covers the stages)', () => {
  const SIDE = stageBackstageKey('Side');
  const SIDE_STAGE: CatalogueNode = {
    ...MAIN_STAGE,
    key: SIDE,
    title: 'Side',
    action: 'enter the backstage of Side',
  };
  const stages = (setup: Record<string, NodeSetup>) =>
    mappingTree(setup, { BACKSTAGE: [MAIN_STAGE, SIDE_STAGE] });
  const ALL = 'BACKSTAGE.ALLOW_ALL_STAGES';
  const on = (features: FeatureMappingNode[], id: string, pending: MappingChange[] = []) =>
    isOn(entryOf(features, id, pending));

  it('a stage without a status of its own is on while All stages is', () => {
    const features = stages({ BACKSTAGE: { status: 'GRANT' }, [ALL]: { status: 'GRANT' } });
    expect([on(features, MAIN), on(features, SIDE)]).toEqual([true, true]);
  });

  it('turning All stages off turns every stage off', () => {
    const features = stages({
      BACKSTAGE: { status: 'GRANT' },
      [ALL]: { status: 'GRANT' },
      [MAIN]: { status: 'GRANT' },
    });
    const pending = toggleFeature(features, 'base', [], ALL, false);
    expect(pending).toEqual([change(ALL, 'NO_GRANT'), change(MAIN, 'NO_GRANT')]);
    expect([on(features, MAIN, pending), on(features, SIDE, pending)]).toEqual([false, false]);
  });

  it('turning off one stage All stages covers keeps the other stages on', () => {
    const features = stages({ BACKSTAGE: { status: 'GRANT' }, [ALL]: { status: 'GRANT' } });
    const pending = toggleFeature(features, 'base', [], MAIN, false);
    expect(pending).toEqual([change(ALL, 'NO_GRANT'), change(SIDE, 'GRANT')]);
    expect([
      on(features, ALL, pending),
      on(features, MAIN, pending),
      on(features, SIDE, pending),
    ]).toEqual([false, false, true]);
  });

  it('a stage granted on its own as well goes off too', () => {
    const features = stages({
      BACKSTAGE: { status: 'GRANT' },
      [ALL]: { status: 'GRANT' },
      [MAIN]: { status: 'GRANT' },
    });
    const pending = toggleFeature(features, 'base', [], MAIN, false);
    expect(pending).toEqual([
      change(ALL, 'NO_GRANT'),
      change(MAIN, 'NO_GRANT'),
      change(SIDE, 'GRANT'),
    ]);
    expect(on(features, MAIN, pending)).toBe(false);
  });

  it('in the revoke section: leaving one stage out revokes it and All stages', () => {
    const revocable = { status: 'GRANT' as const, revoke: true };
    const features = stages({
      BACKSTAGE: revocable,
      [ALL]: revocable,
      [MAIN]: revocable,
      [SIDE]: revocable,
    });
    const pending = toggleFeature(features, 'revoked', [], MAIN, false);
    expect(pending).toEqual([change(ALL, 'REVOKED'), change(MAIN, 'REVOKED')]);
    expect(on(features, SIDE, pending)).toBe(true);
    // Turning All stages back on clears the stage's revoke: every stage is on again.
    const back = toggleFeature(features, 'revoked', pending, ALL, true);
    expect(back).toEqual([]);
  });

  it('turning Backstage on in the revoke section leaves every stage to All stages', () => {
    const features = stages({
      BACKSTAGE: { status: 'REVOKED', revoke: true },
      [ALL]: { status: 'REVOKED', revoke: true },
      [MAIN]: { status: 'REVOKED', revoke: true },
    });
    const pending = toggleFeature(features, 'revoked', [], 'BACKSTAGE', true);
    expect(pending).toEqual([
      change('BACKSTAGE', 'GRANT'),
      change(ALL, 'GRANT'),
      change(MAIN, 'GRANT'),
    ]);
    expect([on(features, MAIN, pending), on(features, SIDE, pending)]).toEqual([true, true]);
  });
});

describe('a sub-feature turned on turns its parent on', () => {
  it('a checkbox child granted grants its parent', () => {
    expect(toggleFeature(tree(), 'base', [], MAIN, true)).toEqual([
      change(MAIN, 'GRANT'),
      change('BACKSTAGE', 'GRANT'),
    ]);
  });

  it('the last child turned off leaves the parent as stored, shown off', () => {
    const features = tree({
      EVENT_INTERACTION: { status: 'GRANT' },
      PVT_CHAT: { status: 'GRANT' },
    });
    const pending = toggleFeature(features, 'base', [], 'PVT_CHAT', false);
    expect(pending).toEqual([change('PVT_CHAT', 'NO_GRANT')]);
    const parent = entryOf(features, 'EVENT_INTERACTION', pending);
    expect(isOn(parent)).toBe(false);
  });
});

describe('chooseSubFeature: radio sub-features (§4)', () => {
  it('grants the chosen one, turns its siblings off and its parent on', () => {
    const features = tree({ 'ROOM.ACCESS_PVT_ROOMS': { status: 'GRANT' } });
    expect(chooseSubFeature(features, 'base', [], 'ROOM.SHOW_RESERVED_ROOMS_ONLY')).toEqual([
      change('ROOM.ACCESS_PVT_ROOMS', 'NO_GRANT'),
      change('ROOM.SHOW_RESERVED_ROOMS_ONLY', 'GRANT'),
      change('ROOM', 'GRANT'),
    ]);
  });

  it('in the revoke section, the sibling turned off is revoked', () => {
    const features = tree({
      ROOM: { status: 'GRANT', revoke: true },
      'ROOM.ACCESS_PVT_ROOMS': { status: 'GRANT', revoke: true },
      'ROOM.SHOW_RESERVED_ROOMS_ONLY': { status: 'REVOKED', revoke: true },
    });
    expect(chooseSubFeature(features, 'revoked', [], 'ROOM.SHOW_RESERVED_ROOMS_ONLY')).toEqual([
      change('ROOM.ACCESS_PVT_ROOMS', 'REVOKED'),
      change('ROOM.SHOW_RESERVED_ROOMS_ONLY', 'GRANT'),
    ]);
  });

  it('choosing back the saved option leaves nothing pending', () => {
    const features = tree({
      ROOM: { status: 'GRANT' },
      'ROOM.ACCESS_PVT_ROOMS': { status: 'GRANT' },
    });
    const other = chooseSubFeature(features, 'base', [], 'ROOM.SHOW_RESERVED_ROOMS_ONLY');
    expect(chooseSubFeature(features, 'base', other, 'ROOM.ACCESS_PVT_ROOMS')).toEqual([]);
  });
});

describe('a parent with no granted child is off', () => {
  it.each<[string, Record<string, NodeSetup>, boolean]>([
    ['granted parent, no granted child: off', { ROOM: { status: 'GRANT' } }, false],
    [
      'granted parent with a granted child: on',
      { ROOM: { status: 'GRANT' }, 'ROOM.SHOW_RESERVED_ROOMS_ONLY': { status: 'GRANT' } },
      true,
    ],
    ['parent not granted: off', { 'ROOM.ACCESS_PVT_ROOMS': { status: 'GRANT' } }, false],
  ])('%s', (_, setup, on) => {
    const room = entryOf(tree(setup), 'ROOM');
    expect(isOn(room)).toBe(on);
  });
});

describe('forced-inactive features never change', () => {
  it('toggling an inactive feature sends nothing', () => {
    const features = tree({ NETWORKING: { inactive: 'ZONE_NOT_ACTIVE' } });
    expect(toggleFeature(features, 'base', [], 'NETWORKING', true)).toEqual([]);
  });

  it('a parent skips its inactive child', () => {
    const features = tree({ PVT_CHAT: { inactive: 'NO_PEOPLE_CHANNEL' } });
    expect(toggleFeature(features, 'base', [], 'EVENT_INTERACTION', true)).toEqual([
      change('EVENT_INTERACTION', 'GRANT'),
      change('PVT_MEETING', 'GRANT'),
    ]);
  });

  it('the children of an inactive parent are frozen too', () => {
    const features = tree({ ROOM: { inactive: 'ZONE_NOT_ACTIVE' } });
    expect(chooseSubFeature(features, 'base', [], 'ROOM.ACCESS_PVT_ROOMS')).toEqual([]);
    expect(toggleFeature(features, 'base', [], 'ROOM.ACCESS_PVT_ROOMS', true)).toEqual([]);
  });
});

describe('sectionTree', () => {
  const ids = (entries: SectionNode[]): string[] =>
    entries.flatMap((e) => [e.node.id, ...ids(e.children)]);

  it('shows every node in the base section', () => {
    expect(ids(sectionTree(tree(), 'base'))).toHaveLength(
      FEATURE_CATALOGUE.reduce((n, c) => n + 1 + c.children.length, 0) + 1,
    );
  });

  it('shows offered nodes and the parents of offered nodes', () => {
    const features = tree({ LOBBY: { grant: true }, PVT_MEETING: { grant: true } });
    const entries = sectionTree(features, 'grant');
    expect(ids(entries)).toEqual(['LOBBY', 'EVENT_INTERACTION', 'PVT_MEETING']);
    expect(entries.find((e) => e.node.id === 'EVENT_INTERACTION')?.isOffered).toBe(false);
  });
});

describe('pending changes', () => {
  const lobby = entryOf(tree({ LOBBY: { status: 'GRANT' } }), 'LOBBY').node;

  it('replaces the entry of a node in place', () => {
    const pending = [change('LOBBY', 'NO_GRANT'), change('EXPO', 'GRANT')];
    expect(withChange(pending, lobby, 'REVOKED')).toEqual([
      change('LOBBY', 'REVOKED'),
      change('EXPO', 'GRANT'),
    ]);
  });

  it('drops the entry equal to the saved state', () => {
    expect(withChange([change('LOBBY', 'NO_GRANT')], lobby, 'GRANT')).toEqual([]);
  });

  it('reads a node through its pending entry', () => {
    expect(currentStatus(lobby, [change('LOBBY', 'NO_GRANT')])).toBe('NO_GRANT');
    expect(currentStatus(lobby, [])).toBe('GRANT');
  });

  it('holds one entry per node, never the saved state, a frozen or an unoffered node', () => {
    const ids = ['LOBBY', 'NETWORKING', 'ROOM', 'ROOM.ACCESS_PVT_ROOMS', 'EVENT_INTERACTION', MAIN];
    const allowed: Record<AccessSection, GrantStatus[]> = {
      base: ['GRANT', 'NO_GRANT'],
      grant: ['GRANT', 'NO_GRANT'],
      revoked: ['GRANT', 'REVOKED'],
    };
    const arbitrarySetup = fc.record({
      status: fc.constantFrom<GrantStatus>('GRANT', 'NO_GRANT'),
      grant: fc.boolean(),
      revoke: fc.boolean(),
      inactive: fc.option(fc.constant<InactiveReason>('ZONE_NOT_ACTIVE'), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<AccessSection>('base', 'grant', 'revoked'),
        fc.dictionary(fc.constantFrom(...ids, 'PVT_CHAT', 'BACKSTAGE'), arbitrarySetup),
        fc.array(fc.record({ id: fc.constantFrom(...ids), on: fc.boolean() }), { maxLength: 8 }),
        (section, setup, steps) => {
          const features = tree(setup);
          const pending = steps.reduce<MappingChange[]>(
            (next, step) => toggleFeature(features, section, next, step.id, step.on),
            [],
          );
          const entries = new Map(flat(sectionTree(features, section)).map((e) => [e.node.id, e]));
          expect(new Set(pending.map((c) => c.id)).size).toBe(pending.length);
          for (const c of pending) {
            const entry = entries.get(c.id);
            expect(entry?.isOffered && !entry.isFrozen).toBe(true);
            expect(c.grantStatus).not.toBe(entry?.node.grantStatus);
            expect(allowed[section]).toContain(c.grantStatus);
          }
        },
      ),
    );
  });
});

function flat(entries: readonly SectionNode[]): SectionNode[] {
  return entries.flatMap((e) => [e, ...flat(e.children)]);
}
