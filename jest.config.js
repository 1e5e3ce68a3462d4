/**
 * One jest run over every package: browser apps in jsdom, the API in node.
 * Federated imports are never resolved in jest: remotes are tested through their own modules.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.js'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  projects: [
    ...['shared', 'shell', 'mf-people', 'mf-access-control', 'mf-approvals', 'mf-analytics', 'mf-integrations'].map(
      browserProject,
    ),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql)/)'],
    },
  ],
};
