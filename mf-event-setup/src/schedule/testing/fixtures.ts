/** Sessions and days shaped like the schedule API's answers, for a New York event of Jan 1-3, 2030. */
import type {
  ScheduleDays,
  ScheduleSession,
  ScheduleSessionDetail,
  ScheduleSessionPage,
  SessionUsage,
} from '@console/event-setup-contract';

export const NO_USAGE: SessionUsage = {
  accessGroups: [],
  accessGroupTotal: 0,
  audienceGroups: [],
  audienceGroupTotal: 0,
};

/** Used by an access group that grants it and an audience group that added it. */
export const USED: SessionUsage = {
  accessGroups: [{ accessGroupId: 4, name: 'VIP Pass', grantStatus: 'GRANT' }],
  accessGroupTotal: 1,
  audienceGroups: [{ audienceGroupId: 9, name: 'VIP guests' }],
  audienceGroupTotal: 1,
};

/** Jan 1, 2030, 9:00 to 10:00 AM in New York (EST). */
export function aSession(overrides: Partial<ScheduleSession> = {}): ScheduleSession {
  return {
    segmentId: 11,
    title: 'Opening keynote',
    stageName: 'Main Stage',
    startDateTime: '2030-01-01T14:00:00.000Z',
    endDateTime: '2030-01-01T15:00:00.000Z',
    format: 'VIRTUAL',
    tags: ['Keynote', 'AI', 'Cloud'],
    addOns: ['Recording'],
    ...overrides,
  };
}

export const aDetail = (
  overrides: Partial<ScheduleSession> = {},
  usedBy: SessionUsage = NO_USAGE,
): ScheduleSessionDetail => ({ ...aSession(overrides), usedBy });

export const sessionPage = (
  items: ScheduleSession[],
  total = items.length,
): ScheduleSessionPage => ({ items, total });

export function daysAnswer(counts: [number, number, number] = [3, 2, 0]): ScheduleDays {
  return {
    timeZone: 'America/New_York',
    firstDay: '2030-01-01',
    lastDay: '2030-01-03',
    startsFrom: '2030-01-01T05:00:00.000Z',
    endsBy: '2030-01-04T05:00:00.000Z',
    days: ['2030-01-01', '2030-01-02', '2030-01-03'].map((day, i) => ({
      day,
      sessionCount: counts[i] ?? 0,
      inEvent: true,
    })),
    sessionTotal: counts.reduce((sum, n) => sum + n, 0),
  };
}
