import { catalogueNodes, featureAction, stageBackstageKey } from './catalogue';
import type { EffectReason } from './in-effect';
import type { AccessSection, FeatureMappingNode, MappingChange } from './schemas';
import { switchText, switchTexts, type SwitchTextInput } from './switch-texts';
import { mappingTree } from './testing';
import { sectionTree, toggleFeature } from './toggle-rules';

const lobby = (over: Partial<SwitchTextInput>): SwitchTextInput => ({
  section: 'base',
  control: 'switch',
  on: true,
  isInactive: false,
  action: 'enter the lobby',
  isOffered: true,
  isAllStages: false,
  reason: 'own',
  basisTitle: 'Lobby',
  isBasisHere: true,
  ...over,
});

/**
 * Section × position × what the base gives. In the grant section a feature is offered when its
 * base does not give it, else shown only as the parent of offered options; in the revoke section
 * the other way round (spec people §4).
 */
const TABLE: [
  AccessSection,
  boolean,
  'base gives' | 'base does not give' | 'base group',
  string,
][] = [
  [
    'base',
    true,
    'base group',
    'On: members of this group can enter the lobby. Turning it off takes that away.',
  ],
  [
    'base',
    false,
    'base group',
    'Off: members of this group cannot enter the lobby. Turning it on lets them.',
  ],
  [
    'grant',
    true,
    'base does not give',
    'On: granted to this group on top of its base access, so its members can enter the lobby. Turning it off takes the grant back.',
  ],
  [
    'grant',
    false,
    'base does not give',
    'Off: its base access leaves it out, so its members cannot enter the lobby. Turning it on grants it to this group.',
  ],
  [
    'grant',
    true,
    'base gives',
    'On: its base access already gives it, so its members can enter the lobby. The options below add to it.',
  ],
  [
    'grant',
    false,
    'base gives',
    'Off: revoked for this group in Revoke access. Turning it on turns its options below on.',
  ],
  [
    'revoked',
    true,
    'base gives',
    'On: keeps the access its base gives, so its members can enter the lobby. Turning it off revokes it for this group.',
  ],
  [
    'revoked',
    false,
    'base gives',
    'Off: revoked for this group, so its members cannot enter the lobby. Turning it on gives back the access its base gives.',
  ],
  [
    'revoked',
    true,
    'base does not give',
    'On: granted to this group in Grant access, so its members can enter the lobby. The options below are what its base access gives.',
  ],
  [
    'revoked',
    false,
    'base does not give',
    'Off: its base access leaves it out. Turning it on turns its options below on.',
  ],
];

describe('switchText: what a switch says in its current position', () => {
  it.each(TABLE)('%s section, on=%s, %s', (section, on, base, expected) => {
    const isOffered =
      section === 'base' || (section === 'grant') === (base === 'base does not give');
    expect(switchText(lobby({ section, on, isOffered }))).toBe(expected);
  });

  it.each<[string, Partial<SwitchTextInput>, string]>([
    [
      'a stage All stages covers',
      { action: 'enter the backstage of Main', reason: 'allStages', basisTitle: 'All stages' },
      'On: included in All stages, so its members can enter the backstage of Main. Turning it off leaves this stage out; the other stages stay on.',
    ],
    [
      'All stages, left out by a revoked stage',
      { on: false, isAllStages: true, reason: 'stageLeftOut', basisTitle: 'Main' },
      'Off: Main is left out, so not every stage is on. Turning it on covers every stage again.',
    ],
    [
      'All stages, on',
      { isAllStages: true, action: 'enter the backstage of every stage' },
      'On: members of this group can enter the backstage of every stage. Turning it off takes that away. Every stage goes off with it.',
    ],
    [
      'a parent with no option on',
      { on: false, reason: 'noChildOn', basisTitle: 'Private chat' },
      'Off: none of its options is on. Turning it on turns its options on.',
    ],
    [
      'an option under a parent that is off',
      { on: false, reason: 'parentOff', basisTitle: 'Event interaction' },
      'Off: Event interaction is off. Turning it on turns Event interaction on too.',
    ],
    [
      'a forced-inactive feature',
      { on: false, isInactive: true },
      'Inactive on this event, so nobody can enter the lobby.',
    ],
  ])('%s', (_case, over, expected) => {
    expect(switchText(lobby(over))).toBe(expected);
  });

  it.each<[string, Partial<SwitchTextInput>, string]>([
    [
      'chosen, in the revoke section',
      { section: 'revoked' },
      'Chosen: members of this group can join only the rooms reserved for it. It is kept from its base access.',
    ],
    [
      'chosen, granted',
      { section: 'grant' },
      'Chosen: members of this group can join only the rooms reserved for it. It is granted on top of its base access.',
    ],
    [
      'another choice is chosen here',
      { on: false, reason: 'otherChoice', basisTitle: 'All rooms, private ones included' },
      'Not chosen: All rooms, private ones included is chosen instead. Choosing it lets members of this group join only the rooms reserved for it, and turns All rooms, private ones included off.',
    ],
    [
      'another choice is chosen in another section',
      {
        on: false,
        section: 'revoked',
        reason: 'otherChoice',
        basisTitle: 'All rooms, private ones included',
        isBasisHere: false,
      },
      'Not chosen: All rooms, private ones included is chosen instead, in another section. Turn All rooms, private ones included off there to choose this one.',
    ],
    [
      'revoked',
      { on: false, section: 'revoked' },
      'Not chosen: revoked for this group. Choosing it gives back the access its base gives.',
    ],
  ])('a radio choice (Reserved rooms only): %s', (_case, over, expected) => {
    const input = lobby({
      control: 'radio',
      action: featureAction('ROOM.SHOW_RESERVED_ROOMS_ONLY', 'Reserved rooms only'),
      ...over,
    });
    expect(switchText(input)).toBe(expected);
  });
});

describe('no switch text reads backwards (every feature, section, position and reason)', () => {
  const NEGATIVE = /\b(not|no|none|cannot|never|nobody|stop|though)\b|n't\b/gi;
  const REASONS: EffectReason[] = [
    'own',
    'noChildOn',
    'allStages',
    'stageLeftOut',
    'otherChoice',
    'parentOff',
  ];
  const actions = [
    ...catalogueNodes().map((n) => featureAction(n.key, n.title)),
    featureAction(stageBackstageKey('Main'), 'Main'),
  ];
  const all: { input: SwitchTextInput; text: string }[] = [];
  for (const action of actions)
    for (const section of ['base', 'grant', 'revoked'] as const)
      for (const control of ['switch', 'radio'] as const)
        for (const on of [true, false])
          for (const isOffered of [true, false])
            for (const reason of REASONS)
              for (const isBasisHere of [true, false]) {
                const input = lobby({
                  section,
                  control,
                  on,
                  action,
                  isOffered,
                  reason,
                  isBasisHere,
                  basisTitle: 'Main',
                });
                all.push({ input, text: switchText(input) });
              }

  /** The texts (with their input) that break a rule: none should. */
  const breaking = (rule: (x: { input: SwitchTextInput; text: string }) => boolean) =>
    all.filter((x) => !rule(x)).map((x) => x.text);
  const negatives = (text: string) => (text.match(NEGATIVE) ?? []).length;

  it('an action says what members can do, without a negative', () => {
    expect(actions.filter((action) => negatives(action) > 0)).toEqual([]);
  });

  it('a control that is on starts by saying so, and its first sentence has no negative', () => {
    expect(
      breaking(
        ({ input, text }) =>
          !input.on ||
          (/^(On|Chosen): /.test(text) && negatives(text.split('. ')[0] ?? text) === 0),
      ),
    ).toEqual([]);
  });

  it('a control that is off says so first', () => {
    expect(breaking(({ input, text }) => input.on || /^(Off|Not chosen)[:.] /.test(text))).toEqual(
      [],
    );
  });

  it('no sentence has two negatives, "Stop ... not" or "though"', () => {
    expect(
      breaking(
        ({ text }) =>
          !/\bstop\b.*\bnot\b/i.test(text) &&
          !/\bthough\b/i.test(text) &&
          text.split(/[.;] /).every((sentence) => negatives(sentence) <= 1),
      ),
    ).toEqual([]);
  });

  it('a switch says what changing it would do', () => {
    expect(
      breaking(
        ({ input, text }) =>
          input.control === 'radio' || /Turning it (on|off)|options below/.test(text),
      ),
    ).toEqual([]);
  });
});

describe('switchTexts: the texts of a section, from its tree', () => {
  const vip: FeatureMappingNode[] = mappingTree({
    ROOM: { status: 'GRANT', revoke: true },
    'ROOM.SHOW_RESERVED_ROOMS_ONLY': { status: 'GRANT', revoke: true },
    'ROOM.ACCESS_PVT_ROOMS': { grant: true },
    NETWORKING: { status: 'GRANT', revoke: true },
  });
  const texts = (section: AccessSection, pending: readonly MappingChange[] = []) =>
    switchTexts(vip, section, sectionTree(vip, section, pending));

  it('says the base already gives rooms in the grant section (not "though its base access does not")', () => {
    expect(texts('grant').get('ROOM')).toBe(
      'On: its base access already gives it, so its members can join rooms. The options below add to it.',
    );
  });

  it('follows the pending changes: choosing all rooms in the grant section', () => {
    const pending = toggleFeature(vip, 'grant', [], 'ROOM.ACCESS_PVT_ROOMS', true);
    expect(texts('grant', pending).get('ROOM.ACCESS_PVT_ROOMS')).toBe(
      'Chosen: members of this group can join every room, private ones included. It is granted on top of its base access.',
    );
    expect(texts('revoked', pending).get('ROOM.SHOW_RESERVED_ROOMS_ONLY')).toBe(
      'Not chosen: All rooms, private ones included is chosen instead, in another section. Turn All rooms, private ones included off there to choose this one.',
    );
  });

  it('a switch turned off says what off means now', () => {
    const pending = toggleFeature(vip, 'revoked', [], 'NETWORKING', false);
    expect(texts('revoked', pending).get('NETWORKING')).toBe(
      'Off: revoked for this group, so its members cannot use networking. Turning it on gives back the access its base gives.',
    );
  });
});
