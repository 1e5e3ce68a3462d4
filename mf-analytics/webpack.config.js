const { createFederatedConfig } = require('@console/build');
module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf-analytics',
      kind: 'remote',
      port: 3004,
      exposes: { './app': './src/app.tsx' },
      devEntry: './src/dev/index.tsx',
    },
    argv,
  );
