/**
 * The features an access group decides on (people-and-access-control §3), as one fixed tree.
 * Each node has a stable key (`id` on the wire); dynamic sub-features (one per stage) are added
 * under BACKSTAGE per event. What a zone or channel must offer for a feature to be usable is
 * `requires` (the forced-inactive rules of §4).
 */
import type { FeatureName, FieldType, SubFeatureId } from './schemas';

export type FeatureRequirement =
  | { kind: 'zone'; zone: 'LOBBY' | 'SCHEDULE' | 'STAGE' | 'ROOM' | 'NETWORKING' | 'EXPO' }
  | { kind: 'peopleChannel' }
  | { kind: 'oneOnOneInterval' }
  | { kind: 'chatOrPeopleChannel' }
  | { kind: 'leaderboard' }
  | { kind: 'boothZone' };

export interface CatalogueNode {
  key: string;
  featureId: number;
  featureName: FeatureName;
  subFeatureId: SubFeatureId | null;
  title: string;
  fieldType: FieldType;
  /** What members can do with it, said positively ("enter the lobby"): the switch texts' verb. */
  action: string;
  basePageDescription: string;
  grantPageDescription: string;
  revokePageDescription: string;
  requires: FeatureRequirement | null;
  children: readonly CatalogueNode[];
}

/** A node's section descriptions (featureDetails), none of them a double negative. */
export const featureDescriptions = (action: string) => ({
  basePageDescription: `Members of this group can ${action}.`,
  grantPageDescription: `Granting it lets members of this group ${action}, on top of its base access.`,
  revokePageDescription: `Its base access lets members of this group ${action}; revoking it takes that away.`,
});

const node = (
  featureId: number,
  featureName: FeatureName,
  title: string,
  fieldType: FieldType,
  action: string,
  requires: FeatureRequirement | null = null,
  children: readonly CatalogueNode[] = [],
  subFeatureId: SubFeatureId | null = null,
): CatalogueNode => ({
  key: subFeatureId === null ? featureName : `${featureName}.${subFeatureId}`,
  featureId,
  featureName,
  subFeatureId,
  title,
  fieldType,
  action,
  ...featureDescriptions(action),
  requires,
  children,
});

const sub = (
  featureId: number,
  parent: FeatureName,
  subFeatureId: SubFeatureId,
  title: string,
  action: string,
): CatalogueNode => node(featureId, parent, title, 'CHECKBOXES', action, null, [], subFeatureId);

export const FEATURE_CATALOGUE: readonly CatalogueNode[] = [
  node(1, 'LOBBY', 'Lobby', 'TOGGLE', 'enter the lobby', { kind: 'zone', zone: 'LOBBY' }),
  node(2, 'SCHEDULE', 'Schedule', 'TOGGLE', 'see the schedule', { kind: 'zone', zone: 'SCHEDULE' }),
  node(3, 'STAGE', 'Stages', 'TOGGLE', 'watch the stages', { kind: 'zone', zone: 'STAGE' }),
  node(4, 'SEGMENT', 'Sessions', 'CUSTOM', 'join the sessions chosen for it'),
  node(5, 'ROOM', 'Rooms', 'RADIOBUTTON', 'join rooms', { kind: 'zone', zone: 'ROOM' }, [
    {
      ...sub(
        51,
        'ROOM',
        'ACCESS_PVT_ROOMS',
        'All rooms, private ones included',
        'join every room, private ones included',
      ),
      fieldType: 'RADIOBUTTON',
    },
    {
      ...sub(
        52,
        'ROOM',
        'SHOW_RESERVED_ROOMS_ONLY',
        'Reserved rooms only',
        'join only the rooms reserved for it',
      ),
      fieldType: 'RADIOBUTTON',
    },
  ]),
  node(6, 'NETWORKING', 'Networking', 'TOGGLE', 'use networking', {
    kind: 'zone',
    zone: 'NETWORKING',
  }),
  node(7, 'EXPO', 'Expo', 'TOGGLE', 'visit the expo', { kind: 'zone', zone: 'EXPO' }),
  node(8, 'CUSTOM_ZONES', 'Custom zones', 'TOGGLE', 'enter the booth zones', { kind: 'boothZone' }),
  node(
    9,
    'BACKSTAGE',
    'Backstage',
    'CHECKBOXES',
    'enter the backstage',
    { kind: 'zone', zone: 'STAGE' },
    [sub(91, 'BACKSTAGE', 'ALLOW_ALL_STAGES', 'All stages', 'enter the backstage of every stage')],
  ),
  node(
    10,
    'EVENT_INTERACTION',
    'Event interaction',
    'CHECKBOXES',
    'interact with other attendees',
    { kind: 'chatOrPeopleChannel' },
    [
      node(101, 'PVT_CHAT', 'Private chat', 'CHECKBOXES', 'chat privately', {
        kind: 'peopleChannel',
      }),
      node(102, 'PVT_MEETING', 'Private meetings', 'CHECKBOXES', 'book one-on-one meetings', {
        kind: 'oneOnOneInterval',
      }),
    ],
  ),
  node(11, 'CALENDAR', 'Calendar', 'TOGGLE', 'add sessions to their calendar'),
  node(12, 'LEADERBOARD', 'Leaderboard', 'TOGGLE', 'see the leaderboard', { kind: 'leaderboard' }),
  node(13, 'RECORDING', 'Recordings', 'TOGGLE', 'watch recordings'),
  node(14, 'ANNOUNCEMENT', 'Announcements', 'TOGGLE', 'get announcements'),
  node(15, 'NOTIFICATION', 'Notifications', 'TOGGLE', 'get notifications'),
  node(16, 'ON_BOARDING_CHECKS', 'Onboarding checks', 'TOGGLE', 'go through the onboarding checks'),
];

const STAGE_KEY_PREFIX = 'BACKSTAGE.STAGE:';

/** The key of a stage's own backstage sub-feature (a dynamic sub-feature, one per stage). */
export const stageBackstageKey = (stageName: string) => `${STAGE_KEY_PREFIX}${stageName}`;

/** Whether a key is a stage's own backstage sub-feature ("All stages" covers it). */
export const isStageKey = (key: string) => key.startsWith(STAGE_KEY_PREFIX);

/** A stage's own backstage sub-feature's action. */
export const stageAction = (stageName: string) => `enter the backstage of ${stageName}`;

/** A node's action by its key (a catalogue node's, or a stage's backstage); the title otherwise. */
export function featureAction(key: string, title: string): string {
  if (isStageKey(key)) return stageAction(key.slice(STAGE_KEY_PREFIX.length));
  return catalogueNodes().find((n) => n.key === key)?.action ?? `use ${title}`;
}

/** Every node of the catalogue, depth first. */
export function catalogueNodes(
  nodes: readonly CatalogueNode[] = FEATURE_CATALOGUE,
): CatalogueNode[] {
  return nodes.flatMap((n) => [n, ...catalogueNodes(n.children)]);
}
