import { developerToolsEnabled } from './developer-tools';

describe('developerToolsEnabled (dev-only tools, never in a production build)', () => {
  it.each([
    ['production', false],
    ['development', true],
    ['test', true],
  ])('NODE_ENV %s → %s', (nodeEnv, enabled) => {
    expect(developerToolsEnabled(nodeEnv)).toBe(enabled);
  });
});
