import { splitTags } from './split-tags';

describe('splitTags', () => {
  it.each<[string[], number, string[], string[]]>([
    [[], 2, [], []],
    [['VIP'], 2, ['VIP'], []],
    [['VIP', 'Press'], 2, ['VIP', 'Press'], []],
    [['VIP', 'Press', 'Staff'], 2, ['VIP', 'Press'], ['Staff']],
    [['A', 'B', 'C', 'D', 'E'], 2, ['A', 'B'], ['C', 'D', 'E']],
    [['A', 'B'], 0, [], ['A', 'B']],
    [['A', 'B'], -1, [], ['A', 'B']],
  ])('%j, max %d', (tags, max, shown, hidden) => {
    expect(splitTags(tags, max)).toEqual({ shown, hidden });
  });
});
