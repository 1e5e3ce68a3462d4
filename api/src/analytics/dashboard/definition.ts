/** The shape of one dashboard: what it reads and how its panels are made from that. */
import type { ActivityKind, Panel } from '@console/analytics-contract';
import type { DailyRow, RegistrationCounts, TopPointsRow } from './reads';

export interface DashboardInput {
  rows: readonly DailyRow[];
  /** Present when the definition asks for `counts`. */
  counts: RegistrationCounts;
  /** Present when the definition asks for `topPoints`. */
  top: readonly TopPointsRow[];
  /** The event's stages, when the definition asks for `stages`: listed even without activity. */
  stages: readonly string[];
}

export interface DashboardDefinition {
  title: string;
  kinds: readonly ActivityKind[];
  /** Reads the registration counts by status. */
  counts?: boolean;
  /** Reads the top of the leaderboard. */
  topPoints?: boolean;
  /** Reads the event's stages (its sessions' stage names), so that a stage without views shows 0. */
  stages?: boolean;
  /** A drill-down: reads only the place of its filter. */
  byPlace?: boolean;
  panels(input: DashboardInput): Panel[];
}

/** How a kind of place is named in its dashboards' panels. */
export interface PlaceWords {
  kind: ActivityKind;
  place: string;
  visits: string;
  visitors: string;
  minutes: string;
}

export const STAGE: PlaceWords = {
  kind: 'STAGE_VIEW',
  place: 'Stage',
  visits: 'Views',
  visitors: 'Viewers per day',
  minutes: 'Minutes watched',
};
export const SESSION: PlaceWords = {
  kind: 'SESSION_VIEW',
  place: 'Session',
  visits: 'Views',
  visitors: 'Viewers per day',
  minutes: 'Minutes watched',
};
export const ROOM: PlaceWords = {
  kind: 'ROOM_VISIT',
  place: 'Room',
  visits: 'Visits',
  visitors: 'Visitors per day',
  minutes: 'Minutes spent',
};
export const BOOTH: PlaceWords = {
  kind: 'BOOTH_VISIT',
  place: 'Booth',
  visits: 'Visits',
  visitors: 'Visitors per day',
  minutes: 'Minutes spent',
};

export const ATTENDANCE_KINDS: readonly ActivityKind[] = [
  'STAGE_VIEW',
  'SESSION_VIEW',
  'ROOM_VISIT',
  'BOOTH_VISIT',
];
export const EMAIL_KINDS: readonly ActivityKind[] = ['EMAIL_SENT', 'EMAIL_OPENED', 'EMAIL_CLICKED'];
