const { createFederatedConfig, SHELL_PORT } = require('@console/build');

module.exports = (_env, argv) =>
  createFederatedConfig(
    { dir: __dirname, name: 'shell', kind: 'host', port: SHELL_PORT, entry: './src/index.ts' },
    argv,
  );
