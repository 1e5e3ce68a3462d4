const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-approvals',
      kind: 'remote',
      port: 3003,
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
