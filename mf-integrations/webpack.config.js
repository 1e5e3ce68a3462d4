const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-integrations',
      kind: 'remote',
      port: 3005,
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
