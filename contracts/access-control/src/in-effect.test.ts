import { stageBackstageKey } from './catalogue';
import { featureTree } from './feature-tree';
import { effectsOf, type Effect, type RuleStatus } from './in-effect';

const TREE = featureTree(['Main Stage', 'Side Stage']);
const MAIN = stageBackstageKey('Main Stage');
const SIDE = stageBackstageKey('Side Stage');
const ALL = 'BACKSTAGE.ALLOW_ALL_STAGES';
const PRIVATE = 'ROOM.ACCESS_PVT_ROOMS';
const RESERVED = 'ROOM.SHOW_RESERVED_ROOMS_ONLY';

/** Effects over statuses given by key (every other node NO_GRANT). */
const effects = (statuses: Record<string, RuleStatus>) =>
  effectsOf(TREE, (key) => statuses[key] ?? 'NO_GRANT');

const effect = (status: RuleStatus, reason: Effect['reason'], basisKey: string): Effect => ({
  status,
  reason,
  basisKey,
});

describe('effectsOf: one rule for the switches and the explainer (in-effect.ts)', () => {
  it('All stages covers every stage without a status of its own', () => {
    const out = effects({ BACKSTAGE: 'GRANT', [ALL]: 'GRANT' });
    expect(out.get(MAIN)).toEqual(effect('GRANT', 'allStages', ALL));
    expect(out.get(SIDE)).toEqual(effect('GRANT', 'allStages', ALL));
    expect(out.get(ALL)).toEqual(effect('GRANT', 'own', ALL));
    expect(out.get('BACKSTAGE')).toEqual(effect('GRANT', 'own', 'BACKSTAGE'));
  });

  it('a revoked stage stays revoked and All stages is then off: not every stage', () => {
    const out = effects({ BACKSTAGE: 'GRANT', [ALL]: 'GRANT', [MAIN]: 'REVOKED' });
    expect(out.get(MAIN)).toEqual(effect('REVOKED', 'own', MAIN));
    expect(out.get(ALL)).toEqual(effect('REVOKED', 'stageLeftOut', MAIN));
    expect(out.get(SIDE)).toEqual(effect('GRANT', 'allStages', ALL));
    expect(out.get('BACKSTAGE')?.status).toBe('GRANT');
  });

  it('without All stages a stage is its own status', () => {
    const out = effects({ BACKSTAGE: 'GRANT', [MAIN]: 'GRANT' });
    expect(out.get(MAIN)).toEqual(effect('GRANT', 'own', MAIN));
    expect(out.get(SIDE)).toEqual(effect('NO_GRANT', 'own', SIDE));
  });

  it('radio: of two granted choices the first (all rooms) is on, the other is not', () => {
    const out = effects({ ROOM: 'GRANT', [PRIVATE]: 'GRANT', [RESERVED]: 'GRANT' });
    expect(out.get(PRIVATE)).toEqual(effect('GRANT', 'own', PRIVATE));
    expect(out.get(RESERVED)).toEqual(effect('NO_GRANT', 'otherChoice', PRIVATE));
  });

  it('radio: a revoked choice does not hide the other', () => {
    const out = effects({ ROOM: 'GRANT', [PRIVATE]: 'REVOKED', [RESERVED]: 'GRANT' });
    expect(out.get(RESERVED)).toEqual(effect('GRANT', 'own', RESERVED));
  });

  it.each<[string, Record<string, RuleStatus>, Effect]>([
    [
      'no child on: not granted',
      { EVENT_INTERACTION: 'GRANT' },
      effect('NO_GRANT', 'noChildOn', 'PVT_CHAT'),
    ],
    [
      'every child revoked: revoked',
      { EVENT_INTERACTION: 'GRANT', PVT_CHAT: 'REVOKED', PVT_MEETING: 'REVOKED' },
      effect('REVOKED', 'noChildOn', 'PVT_CHAT'),
    ],
    [
      'one child revoked, one not granted: not granted (another group may grant it)',
      { EVENT_INTERACTION: 'GRANT', PVT_CHAT: 'REVOKED' },
      effect('NO_GRANT', 'noChildOn', 'PVT_MEETING'),
    ],
    [
      'an inactive child and a revoked one: revoked',
      { EVENT_INTERACTION: 'GRANT', PVT_CHAT: 'INACTIVE', PVT_MEETING: 'REVOKED' },
      effect('REVOKED', 'noChildOn', 'PVT_MEETING'),
    ],
    [
      'every child inactive: inactive',
      { EVENT_INTERACTION: 'GRANT', PVT_CHAT: 'INACTIVE', PVT_MEETING: 'INACTIVE' },
      effect('INACTIVE', 'noChildOn', 'PVT_CHAT'),
    ],
    [
      'a granted child: on',
      { EVENT_INTERACTION: 'GRANT', PVT_MEETING: 'GRANT' },
      effect('GRANT', 'own', 'EVENT_INTERACTION'),
    ],
  ])('a parent with no child on is off: %s', (_case, statuses, expected) => {
    expect(effects(statuses).get('EVENT_INTERACTION')).toEqual(expected);
  });

  it.each<[RuleStatus, RuleStatus]>([
    ['NO_GRANT', 'NO_GRANT'],
    ['REVOKED', 'REVOKED'],
    ['INACTIVE', 'INACTIVE'],
  ])('a child on under a parent %s takes its status', (parent, expected) => {
    const out = effects({ EVENT_INTERACTION: parent, PVT_CHAT: 'GRANT' });
    expect(out.get('PVT_CHAT')).toEqual(effect(expected, 'parentOff', 'EVENT_INTERACTION'));
  });

  it('All stages and the stages follow their parent too', () => {
    const out = effects({ BACKSTAGE: 'REVOKED', [ALL]: 'GRANT' });
    expect(out.get(ALL)).toEqual(effect('REVOKED', 'parentOff', 'BACKSTAGE'));
    expect(out.get(MAIN)).toEqual(effect('REVOKED', 'parentOff', 'BACKSTAGE'));
  });

  it('an inactive node stays inactive', () => {
    const out = effects({ BACKSTAGE: 'INACTIVE', [ALL]: 'INACTIVE', [MAIN]: 'INACTIVE' });
    expect(out.get(MAIN)?.status).toBe('INACTIVE');
    expect(out.get(ALL)?.status).toBe('INACTIVE');
  });
});
