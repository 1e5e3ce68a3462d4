import { formatAudienceCount } from './format';

describe('formatAudienceCount', () => {
  it.each([
    [0, '0 audiences'],
    [1, '1 audience'],
    [2, '2 audiences'],
    [1234, '1,234 audiences'],
    [2500000, '2,500,000 audiences'],
  ])('%d → %s', (count, expected) => {
    expect(formatAudienceCount(count)).toBe(expected);
  });
});
