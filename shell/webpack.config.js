const { createFederatedConfig, SHELL_PORT } = require('@console/build');

module.exports = (_env, argv) => {
  const config = createFederatedConfig(
    { dir: __dirname, name: 'shell', kind: 'host', port: SHELL_PORT, entry: './src/index.ts' },
    argv,
  );
  // The entry loads remotes/preload beside the bootstrap, and both use the remote loading modules:
  // one chunk holds them all, instead of a copy in each.
  config.optimization.splitChunks.cacheGroups.bootRemotes = {
    // With the federation runtime's facade, which only they import.
    test: /[\\/](shell[\\/]src[\\/]remotes|@module-federation)[\\/]/,
    name: 'boot-remotes',
    chunks: 'async',
    enforce: true,
    priority: 30,
  };
  return config;
};
