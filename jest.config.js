/**
 * One jest run over the browser packages' components, in jsdom, and over the feature contracts
 * and the browser packages' logic (`*.test.ts`), in Node: they draw no screen, and a jsdom window
 * per file only slows them down. A logic test that needs the DOM (a Blob saved through a link, a
 * worker) says so in its name, `*.dom.test.ts`, and runs in jsdom. The API's tests run on Node's own
 * test runner under tsx (see docs/decisions/0006-api-tests-on-node-test.md).
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
  setupFilesAfterEnv: [`${__dirname}/jest.setup.browser.js`],
  testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.dom.test.ts'],
});

/** A feature contract (schemas, rules and texts shared by a remote and the API), or logic. */
const nodeProject = (name) => ({
  ...browserProject(name),
  testEnvironment: 'node',
  setupFilesAfterEnv: [`${__dirname}/jest.setup.node.js`],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testPathIgnorePatterns: ['\\.dom\\.test\\.ts$'],
});

/** A browser package's rules, URL state and formatters (`*.test.ts`). */
const logicProject = (name) => ({ ...nodeProject(name), displayName: `${name} (logic)` });

module.exports = {
  projects: [
    ...[
      'shared',
      'shell',
      'mf-people',
      'mf-access-control',
      'mf-approvals',
      'mf-analytics',
      'mf-integrations',
      'mf-registration',
      'mf-event-setup',
    ].flatMap((name) => [browserProject(name), logicProject(name)]),
    ...[
      'contracts/access-control',
      'contracts/activity-log',
      'contracts/analytics',
      'contracts/approvals',
      'contracts/people',
      'contracts/integrations',
      'contracts/registration',
      'contracts/event-setup',
    ].map(nodeProject),
  ],
};
