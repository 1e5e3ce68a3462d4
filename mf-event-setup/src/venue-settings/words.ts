/**
 * The venue and engagement settings pages' own words. The spec names the settings and the rules
 * they feed (people §4: a feature is forced inactive when its zone is off, private chat has no
 * people channel, private meetings no interval, event interaction neither channel, the leaderboard
 * is disabled or custom zones have no booth zone) but gives no text for these pages, so these are
 * the console's (docs/decisions/0005-console-strings.md). Each setting says what it does and which
 * access control features it makes inactive when off, by their access control titles.
 */
import { formatNumber } from '@console/shared/ui';
import { VENUE_SECTION_TITLES, type VenueZone } from '@console/event-setup-contract';

export const ZONE_TITLE: Record<VenueZone, string> = {
  LOBBY: 'Lobby',
  SCHEDULE: 'Schedule',
  STAGE: 'Stages',
  ROOM: 'Rooms',
  NETWORKING: 'Networking',
  EXPO: 'Expo',
};

export const ZONE_DESCRIPTION: Record<VenueZone, string> = {
  LOBBY:
    'Opens the lobby, where attendees arrive when they enter the event; when off, access control shows Lobby as inactive.',
  SCHEDULE:
    'Lets attendees browse the sessions and build their agenda; when off, access control shows Schedule as inactive.',
  STAGE:
    'Opens the stages the sessions are streamed on; when off, access control shows Stages and Backstage (every stage) as inactive.',
  ROOM: 'Opens the discussion rooms; when off, access control shows Rooms, with its private and reserved room choices, as inactive.',
  NETWORKING:
    'Opens the networking area, where attendees find and meet each other; when off, access control shows Networking as inactive.',
  EXPO: 'Opens the expo, where attendees visit the sponsors’ booths; when off, access control shows Expo as inactive.',
};

const minutes = (value: number) => `${formatNumber(value)} minutes`;
const onOff = (on: boolean) => (on ? 'on' : 'off');

export const VENUE_WORDS = {
  pageTitle: VENUE_SECTION_TITLES,
  loading: 'Loading the settings…',
  loadFailed: 'The settings could not be loaded',
  readOnly: 'You can see these settings but not change them here.',
  on: 'On',
  off: 'Off',
  zonesTitle: 'Zones',
  zonesHint:
    'Each zone is a part of the virtual venue. Turning one off makes the access control features that need it inactive for every group.',
  zoneSwitch: (zone: VenueZone) => `${ZONE_TITLE[zone]} zone`,
  goTo: (title: string) => `Go to ${title}`,
  zoneSaved: (zone: VenueZone, on: boolean) => `${ZONE_TITLE[zone]} zone turned ${onOff(on)}`,
  // Stages.
  stagesTitle: 'Stages of the sessions',
  stagesHint:
    'A stage is the name sessions are given in the schedule; each has its own backstage in access control.',
  stageColumn: 'Stage',
  sessionsColumn: 'Sessions',
  actionsColumn: 'Actions',
  noStages: 'No stages yet',
  noStagesHint: 'Stages appear here once sessions are added to the schedule with a stage.',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  renameTitle: 'Rename stage',
  newName: 'Stage name',
  newNameHint:
    'Every session on this stage moves to the new name, and its backstage access with it.',
  cancel: 'Cancel',
  save: 'Save',
  stageRenamed: (name: string) => `Stage renamed to “${name}”`,
  // Expo.
  boothZone: 'Booth zone',
  boothZoneDescription:
    'Opens the sponsors’ own booth zones; when off, access control shows Custom zones as inactive.',
  boothZoneSaved: (on: boolean) => `Booth zone turned ${onOff(on)}`,
  boothsTitle: 'Booths',
  boothColumn: 'Booth',
  noBooths: 'No booths yet',
  noBoothsHint: 'Booths are set up with their sponsors outside this console release.',
  boothsShown: (shown: number, total: number) =>
    `Showing the first ${formatNumber(shown)} of ${formatNumber(total)} booths, by name.`,
  // Networking.
  channelsTitle: 'Channels and meetings',
  peopleChannel: 'People channel',
  peopleChannelDescription:
    'Lets attendees find each other and chat privately; when off, access control shows Private chat as inactive, and Event interaction too if the chat channel is off.',
  chatChannel: 'Chat channel',
  chatChannelDescription:
    'Gives the event its public chat; when off together with the people channel, access control shows Event interaction as inactive.',
  channelSaved: (label: string, on: boolean) => `${label} turned ${onOff(on)}`,
  interval: 'One-on-one meetings',
  intervalDescription:
    'How long each one-on-one meeting slot lasts; with no meetings, access control shows Private meetings as inactive.',
  noMeetings: 'No one-on-one meetings',
  minutes,
  intervalSaved: (value: number | null) =>
    value === null
      ? 'One-on-one meetings turned off'
      : `One-on-one meetings set to ${minutes(value)}`,
  // Engagement.
  leaderboard: 'Leaderboard',
  leaderboardDescription:
    'Shows attendees the points leaderboard; when off, access control shows Leaderboard as inactive.',
  leaderboardSaved: (on: boolean) => `Leaderboard turned ${onOff(on)}`,
} as const;
