import { SCHEDULE_LIMITS } from './limits';
import { SCHEDULE_MESSAGES as M, scheduleDayText, sessionUsedByText } from './messages';

const none = { accessGroups: [], accessGroupTotal: 0, audienceGroups: [], audienceGroupTotal: 0 };

describe('the groups a 409 names', () => {
  it.each<[string, Parameters<typeof sessionUsedByText>[0], string]>([
    [
      'one access group',
      { ...none, accessGroups: ['VIP Pass'], accessGroupTotal: 1 },
      'the access group “VIP Pass”',
    ],
    [
      'two access groups and an audience group',
      {
        accessGroups: ['Students', 'VIP Pass'],
        accessGroupTotal: 2,
        audienceGroups: ['VIP guests'],
        audienceGroupTotal: 1,
      },
      'the access groups “Students” and “VIP Pass” and the audience group “VIP guests”',
    ],
    [
      'three audience groups',
      { ...none, audienceGroups: ['A', 'B', 'C'], audienceGroupTotal: 3 },
      'the audience groups “A”, “B” and “C”',
    ],
    [
      'more than a message names',
      {
        ...none,
        accessGroups: Array.from({ length: 40 }, (_, i) => `G${i}`),
        accessGroupTotal: 1234,
      },
      `the access groups ${Array.from({ length: SCHEDULE_LIMITS.namesInMessage }, (_, i) => `“G${i}”`).join(', ')} and 1,224 more`,
    ],
  ])('%s', (_case, usage, text) => {
    expect(sessionUsedByText(usage)).toBe(text);
  });

  it('says what deleting or moving does and how to go ahead', () => {
    const usage = { ...none, audienceGroups: ['VIP guests'], audienceGroupTotal: 1 };
    expect(M.inUseDelete(usage)).toBe(
      'This session is used by the audience group “VIP guests”. Deleting it also removes it from their access settings and sessions: confirm to delete it.',
    );
    expect(M.inUseMove(usage)).toMatch(
      /^This session is used by the audience group “VIP guests”\. Moving it/,
    );
  });

  it('writes a day as the console does, whatever the reader’s zone', () => {
    expect(scheduleDayText('2030-01-01')).toBe('Jan 1, 2030');
    expect(scheduleDayText('not a day')).toBe('not a day');
  });
});
