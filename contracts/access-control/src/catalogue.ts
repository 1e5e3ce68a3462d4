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
  basePageDescription: string;
  grantPageDescription: string;
  revokePageDescription: string;
  requires: FeatureRequirement | null;
  children: readonly CatalogueNode[];
}

const node = (
  featureId: number,
  featureName: FeatureName,
  title: string,
  fieldType: FieldType,
  what: string,
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
  basePageDescription: `Members of this group can ${what}.`,
  grantPageDescription: `Let this group ${what}, though its base access does not.`,
  revokePageDescription: `Stop this group from being able to ${what}, though its base access allows it.`,
  requires,
  children,
});

const sub = (
  featureId: number,
  parent: FeatureName,
  subFeatureId: SubFeatureId,
  title: string,
  what: string,
): CatalogueNode => node(featureId, parent, title, 'CHECKBOXES', what, null, [], subFeatureId);

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
        'join private rooms',
      ),
      fieldType: 'RADIOBUTTON',
    },
    {
      ...sub(
        52,
        'ROOM',
        'SHOW_RESERVED_ROOMS_ONLY',
        'Reserved rooms only',
        'see only the rooms reserved for it',
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

/** The key of a stage's own backstage sub-feature (a dynamic sub-feature, one per stage). */
export const stageBackstageKey = (stageName: string) => `BACKSTAGE.STAGE:${stageName}`;

/** Every node of the catalogue, depth first. */
export function catalogueNodes(
  nodes: readonly CatalogueNode[] = FEATURE_CATALOGUE,
): CatalogueNode[] {
  return nodes.flatMap((n) => [n, ...catalogueNodes(n.children)]);
}
