const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-people',
      kind: 'remote',
      port: 3001,
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
