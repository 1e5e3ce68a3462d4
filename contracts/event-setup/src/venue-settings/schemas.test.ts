import {
  EngagementEditSchema,
  ExpoEditSchema,
  NetworkingEditSchema,
  StageRenameSchema,
  ZonesEditSchema,
} from './schemas';
import { ONE_ON_ONE_INTERVALS, VENUE_LIMITS } from './limits';
import { VENUE_MESSAGES } from './messages';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the one-on-one meeting interval: 5 to 240 minutes in steps of 5, or none', () => {
  it.each<[string, unknown, string | null]>([
    ['the shortest', 5, null],
    ['half an hour', 30, null],
    ['the longest', 240, null],
    ['none', null, null],
    ['under the shortest', 0, VENUE_MESSAGES.interval],
    ['over the longest', 245, VENUE_MESSAGES.interval],
    ['off the steps', 7, VENUE_MESSAGES.interval],
    ['not whole', 12.5, VENUE_MESSAGES.interval],
    ['text', '30', VENUE_MESSAGES.interval],
  ])('%s', (_case, minutes, message) => {
    expect(firstIssue(NetworkingEditSchema.safeParse({ oneOnOneIntervalMinutes: minutes }))).toBe(
      message,
    );
  });

  it('offers every step from the shortest to the longest', () => {
    expect(ONE_ON_ONE_INTERVALS[0]).toBe(VENUE_LIMITS.intervalMinMinutes);
    expect(ONE_ON_ONE_INTERVALS.at(-1)).toBe(VENUE_LIMITS.intervalMaxMinutes);
    expect(ONE_ON_ONE_INTERVALS).toHaveLength(48);
  });
});

describe('section edits', () => {
  it('refuses an edit that names no setting, saying which it may name', () => {
    expect(firstIssue(ExpoEditSchema.safeParse({}))).toBe(
      VENUE_MESSAGES.nothingToChange(['active', 'boothZoneActive']),
    );
    expect(firstIssue(ZonesEditSchema.safeParse({}))).toBe(
      VENUE_MESSAGES.nothingToChange(['LOBBY', 'SCHEDULE', 'STAGE', 'ROOM', 'NETWORKING', 'EXPO']),
    );
  });

  it('refuses a setting the section does not have, naming those it has', () => {
    expect(firstIssue(ExpoEditSchema.safeParse({ active: true, leaderboardEnabled: true }))).toBe(
      VENUE_MESSAGES.unknownSetting(['leaderboardEnabled'], ['active', 'boothZoneActive']),
    );
  });

  it('asks for true or false for a switch', () => {
    expect(firstIssue(EngagementEditSchema.safeParse({}))).toBe(VENUE_MESSAGES.onOff);
    expect(firstIssue(ExpoEditSchema.safeParse({ active: 'yes' }))).toBe(VENUE_MESSAGES.onOff);
  });

  it('takes any zone of the overview on or off', () => {
    expect(ZonesEditSchema.parse({ EXPO: true, SCHEDULE: false })).toEqual({
      EXPO: true,
      SCHEDULE: false,
    });
  });

  it('trims a new stage name and refuses an empty or too long one', () => {
    expect(StageRenameSchema.parse({ name: 'A', newName: '  Main Hall ' }).newName).toBe(
      'Main Hall',
    );
    expect(firstIssue(StageRenameSchema.safeParse({ name: 'A', newName: '   ' }))).toBe(
      VENUE_MESSAGES.stageNameRequired,
    );
    expect(
      firstIssue(
        StageRenameSchema.safeParse({
          name: 'A',
          newName: 'x'.repeat(VENUE_LIMITS.stageNameMax + 1),
        }),
      ),
    ).toBe(VENUE_MESSAGES.stageNameMax);
  });
});
