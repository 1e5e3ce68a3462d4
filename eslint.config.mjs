import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Which feature contracts each remote owns; a remote imports no other. */
const FEATURE_CONTRACTS = {
  // Adding or editing a registrant refreshes the approvals' counts and the registration area's
  // dashboard and ticket usage, and reads the registration form's flows.
  'mf-people': [
    '@console/people-contract',
    '@console/access-control-contract',
    '@console/approvals-contract',
    '@console/registration-contract',
  ],
  'mf-access-control': ['@console/access-control-contract'],
  'mf-approvals': ['@console/approvals-contract'],
  'mf-analytics': ['@console/analytics-contract'],
  'mf-integrations': ['@console/integrations-contract'],
  // The approvals contract too: its pages link blocked requests to the ticket or coupon to fix.
  // The people contract: a form field write refreshes the custom groups' filter fields.
  'mf-registration': [
    '@console/registration-contract',
    '@console/approvals-contract',
    '@console/people-contract',
  ],
  // The activity log's page (issue #46) lives with event setup.
  'mf-event-setup': ['@console/event-setup-contract', '@console/activity-log-contract'],
};

const uiKitOnly = [
  {
    group: [
      'react-aria-components',
      'react-aria',
      'react-stately',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
    ],
    message:
      'Build screens from the UI kit (@console/shared/ui); grow the kit when it lacks a primitive.',
  },
];

const featureContractsForbidden = {
  group: ['@console/*-contract'],
  message: 'The shell and the platform contract never depend on a feature contract.',
};

/** A remote's boundaries: shared/, its own feature contracts and libraries. */
const remoteBoundaries = (remote, own) => [
  ...uiKitOnly,
  zodThroughShared,
  {
    group: ['@console/shell*', '@console/mf-*', '@console/api*'],
    message: 'A remote imports only @console/shared, its feature contracts and libraries.',
  },
  {
    group: ['**/shell/src/**', '**/api/src/**', '../../mf-*', '**/contracts/**'],
    message: 'Import packages by name, not by path.',
  },
  {
    group: ['@console/*-contract', ...own.map((c) => `!${c}`)],
    message: `${remote} may import only its own feature contracts (${own.join(', ') || 'none'}).`,
  },
];

/** react-router is bundled by the shell alone (tree-shaken); remotes use its hooks through shared. */
const routerThroughShell = {
  group: ['react-router', 'react-router-dom', 'react-router/*'],
  message:
    "Use the router hooks of @console/shared/react: react-router lives in the shell's bundle.",
};

/** Browser code shares one small zod: the builders @console/shared/zod names. */
const zodThroughShared = {
  regex: '^zod(/.*)?$',
  message: 'Take z from @console/shared/zod: zod whole would be shared, and loaded, whole.',
};

/**
 * The kit and the hooks reach the contract and the hooks through their package entries: the shell
 * provides each entry as a federation singleton, and a relative import would put a second copy of
 * the file in the importing entry's chunk.
 */
const platformThroughEntries = {
  regex: '^(\\.\\./)+(contract|react)(/.*)?$',
  message: 'Import @console/shared/contract or @console/shared/react, not a relative path.',
};

const REMOTE_TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'api/drizzle/**',
      '**/*.d.ts',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.data/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Only the UI kit touches the primitives, so every remote looks like one product.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiKitOnly }] },
  },
  ...Object.entries(FEATURE_CONTRACTS).flatMap(([remote, own]) => [
    {
      // Boundaries of ARCHITECTURE.md: a remote imports only shared/, its own feature contracts
      // and libraries; its product code reaches the router through @console/shared/react.
      files: [`${remote}/**/*.{ts,tsx}`],
      ignores: REMOTE_TEST_FILES.map((glob) => `${remote}/${glob}`),
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...remoteBoundaries(remote, own), routerThroughShell] },
        ],
      },
    },
    {
      // Tests build their own memory routers.
      files: REMOTE_TEST_FILES.map((glob) => `${remote}/${glob}`),
      rules: { 'no-restricted-imports': ['error', { patterns: remoteBoundaries(remote, own) }] },
    },
  ]),
  {
    // The shell and the platform contract never hold or import a feature's contract: a feature
    // ships its contract with its remote, without a shell release (docs/decisions/0010).
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**', 'shared/src/zod/z.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiKitOnly,
            { group: ['@console/mf-*', '@console/api*', '**/mf-*/src/**', '**/api/src/**'] },
            { group: ['@console/shell*'], message: 'shared/ never imports the shell.' },
            featureContractsForbidden,
            zodThroughShared,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/react/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiKitOnly,
            featureContractsForbidden,
            zodThroughShared,
            platformThroughEntries,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [featureContractsForbidden, zodThroughShared, platformThroughEntries] },
      ],
    },
  },
  {
    // A feature contract is pure: schemas, paths, keys and messages, no app code.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiKitOnly,
            zodThroughShared,
            { group: ['react', 'react-*', '@console/*', '!@console/shared'] },
          ],
        },
      ],
    },
  },
);
