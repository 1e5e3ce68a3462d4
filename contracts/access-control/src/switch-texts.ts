/**
 * What each control of a group's page says (issue #44, docs/decisions/0041): what its current
 * position means, then what changing it would do, so the text changes with the position. The
 * position is whether the feature is in effect for the group (in-effect.ts); what the base gives
 * follows from the section (spec people §4: the grant section offers what the base does not
 * give, the revoke section what it gives). Said positively while on; never a double negative.
 */
import { featureAction } from './catalogue';
import type { EffectReason } from './in-effect';
import { ACCESS_EXTRA_MESSAGES } from './messages';
import type { AccessSection, FeatureMappingNode } from './schemas';
import type { SectionNode } from './toggle-rules';

export interface SwitchTextInput {
  section: AccessSection;
  /** A switch or checkbox, or one choice of a radio group. */
  control: 'switch' | 'radio';
  /** In effect for the group (the control is on, or the choice chosen). */
  on: boolean;
  /** Forced inactive on the event (itself, its parent, or every option of it): nobody can use it. */
  isInactive: boolean;
  /** What members can do with it ("enter the lobby"). */
  action: string;
  /** The section changes the feature itself; a parent shown only for its options does not. */
  isOffered: boolean;
  /** "All stages": the stages follow it. */
  isAllStages: boolean;
  /** Why it is on or off other than by its own status (in-effect.ts), and the node that decides. */
  reason: EffectReason;
  basisTitle: string;
  /** The deciding node can be changed in this section. */
  isBasisHere: boolean;
}

const { grantSection, revokeSection } = ACCESS_EXTRA_MESSAGES;

function switchOn(i: SwitchTextInput): string {
  const can = `its members can ${i.action}`;
  if (i.reason === 'allStages')
    return `On: included in All stages, so ${can}. Turning it off leaves this stage out; the other stages stay on.`;
  const stages = i.isAllStages ? ' Every stage goes off with it.' : '';
  if (i.section === 'base')
    return `On: members of this group can ${i.action}. Turning it off takes that away.${stages}`;
  if (i.section === 'grant')
    return i.isOffered
      ? `On: granted to this group on top of its base access, so ${can}. Turning it off takes the grant back.${stages}`
      : `On: its base access already gives it, so ${can}. The options below add to it.`;
  return i.isOffered
    ? `On: keeps the access its base gives, so ${can}. Turning it off revokes it for this group.${stages}`
    : `On: granted to this group in ${grantSection}, so ${can}. The options below are what its base access gives.`;
}

function switchOff(i: SwitchTextInput): string {
  switch (i.reason) {
    case 'noChildOn':
      return 'Off: none of its options is on. Turning it on turns its options on.';
    case 'parentOff':
      return `Off: ${i.basisTitle} is off. Turning it on turns ${i.basisTitle} on too.`;
    case 'stageLeftOut':
      return `Off: ${i.basisTitle} is left out, so not every stage is on. Turning it on covers every stage again.`;
    default:
  }
  const cannot = `its members cannot ${i.action}`;
  if (!i.isOffered)
    return i.section === 'grant'
      ? `Off: revoked for this group in ${revokeSection}. Turning it on turns its options below on.`
      : `Off: its base access leaves it out. Turning it on turns its options below on.`;
  if (i.section === 'base')
    return `Off: members of this group cannot ${i.action}. Turning it on lets them.`;
  if (i.section === 'grant')
    return `Off: its base access leaves it out, so ${cannot}. Turning it on grants it to this group.`;
  return `Off: revoked for this group, so ${cannot}. Turning it on gives back the access its base gives.`;
}

function choiceChosen(i: SwitchTextInput): string {
  const can = `Chosen: members of this group can ${i.action}.`;
  if (i.section === 'base') return can;
  if (i.section === 'grant')
    return i.isOffered
      ? `${can} It is granted on top of its base access.`
      : `${can} Its base access gives it.`;
  return i.isOffered
    ? `${can} It is kept from its base access.`
    : `${can} It is granted in ${grantSection}.`;
}

function choiceNotChosen(i: SwitchTextInput): string {
  const choose = `Choosing it lets members of this group ${i.action}`;
  if (i.reason === 'otherChoice')
    return i.isBasisHere
      ? `Not chosen: ${i.basisTitle} is chosen instead. ${choose}, and turns ${i.basisTitle} off.`
      : `Not chosen: ${i.basisTitle} is chosen instead, in another section. Turn ${i.basisTitle} off there to choose this one.`;
  if (i.reason === 'parentOff')
    return `Not chosen: ${i.basisTitle} is off. ${choose}, and turns ${i.basisTitle} on.`;
  if (i.section === 'revoked' && i.isOffered)
    return 'Not chosen: revoked for this group. Choosing it gives back the access its base gives.';
  return `Not chosen. ${choose}.`;
}

/** The text of one control in one position. */
export function switchText(i: SwitchTextInput): string {
  if (i.isInactive) return `Inactive on this event, so nobody can ${i.action}.`;
  if (i.control === 'radio') return i.on ? choiceChosen(i) : choiceNotChosen(i);
  return i.on ? switchOn(i) : switchOff(i);
}

/** The text of every control a section shows, by node id. */
export function switchTexts(
  features: readonly FeatureMappingNode[],
  section: AccessSection,
  entries: readonly SectionNode[],
): Map<string, string> {
  const titles = new Map<string, string>();
  const collect = (nodes: readonly FeatureMappingNode[]): void =>
    nodes.forEach((node) => {
      titles.set(node.id, node.title);
      collect(node.features);
    });
  collect(features);
  const offered = new Set<string>();
  const mark = (list: readonly SectionNode[]): void =>
    list.forEach((entry) => {
      if (entry.isOffered) offered.add(entry.node.id);
      mark(entry.children);
    });
  mark(entries);
  const texts = new Map<string, string>();
  const walk = (list: readonly SectionNode[], parent: SectionNode | null): void =>
    list.forEach((entry) => {
      const { node, effect } = entry;
      texts.set(
        node.id,
        switchText({
          section,
          control: parent?.node.fieldType === 'RADIOBUTTON' ? 'radio' : 'switch',
          on: effect.status === 'GRANT',
          isInactive: entry.isFrozen,
          action: featureAction(node.id, node.title),
          isOffered: entry.isOffered,
          isAllStages: node.subFeatureId === 'ALLOW_ALL_STAGES',
          reason: effect.reason,
          basisTitle: titles.get(effect.basisKey) ?? effect.basisKey,
          isBasisHere: offered.has(effect.basisKey),
        }),
      );
      walk(entry.children, entry);
    });
  walk(entries, null);
  return texts;
}
