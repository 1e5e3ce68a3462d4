const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-event-setup',
      kind: 'remote',
      port: 3009,
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
