const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-registration',
      kind: 'remote',
      port: 3008,
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
