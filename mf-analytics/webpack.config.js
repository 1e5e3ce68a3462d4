const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-analytics',
      kind: 'remote',
      port: 3004,
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
