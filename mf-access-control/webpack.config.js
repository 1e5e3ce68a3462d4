const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-access-control',
      kind: 'remote',
      port: 3002,
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
