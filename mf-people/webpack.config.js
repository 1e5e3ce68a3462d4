const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-people',
      kind: 'remote',
      port: 3001,
      exposes: { './app': './src/app.tsx' },
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
