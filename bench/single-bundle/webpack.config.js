/**
 * The shell and every remote as ONE bundle, without module federation: a build kept only to
 * measure what federation costs (e2e/scripts/bench-federation.mjs). It starts from the product
 * build (`createFederatedConfig` of tools/build, so it follows the product's loaders, plugins and
 * compression whatever changes there) and transforms it:
 * - no ModuleFederationPlugin, so no share scopes, no remote entries, no manifests;
 * - entry src/entry.ts: what the shell's `index.ts` starts, without its async boundary (which
 *   exists only so federation can negotiate shared modules first);
 * - shell/src/remotes/{federation,registry}.ts replaced by src/static-remotes.ts, which imports
 *   each remote's app with a dynamic import() (each remote still its own lazy chunk);
 * - output in bench/single-bundle/dist; packages resolve from shell/ (which depends on all the
 *   platform ones), remote sources from their own folders.
 *
 * Build: pnpm --filter @console/shell exec webpack --config ../bench/single-bundle/webpack.config.js
 */
const path = require('node:path');
const { createRequire } = require('node:module');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SHELL_DIR = path.join(REPO_ROOT, 'shell');
const requireFromShell = createRequire(path.join(SHELL_DIR, 'package.json'));
const { createFederatedConfig, SHELL_PORT } = requireFromShell('@console/build');
const requireFromBuild = createRequire(requireFromShell.resolve('@console/build'));
const { NormalModuleReplacementPlugin } = requireFromBuild('webpack');
const { ModuleFederationPlugin } = requireFromBuild('@module-federation/enhanced/webpack');

const STATIC_REMOTES = path.join(__dirname, 'src', 'static-remotes.ts');
const FEDERATED_REMOTE_LOADING = /[\\/]shell[\\/]src[\\/]remotes[\\/](federation|registry)\.ts$/;

module.exports = () => {
  const product = createFederatedConfig(
    { dir: SHELL_DIR, name: 'shell', kind: 'host', port: SHELL_PORT, entry: './src/index.ts' },
    { mode: 'production' },
  );
  return {
    ...product,
    name: 'single-bundle',
    entry: { main: path.join(__dirname, 'src', 'entry.ts') },
    output: {
      ...product.output,
      path: path.join(__dirname, 'dist'),
      uniqueName: 'single_bundle',
    },
    resolve: {
      ...product.resolve,
      modules: ['node_modules', path.join(SHELL_DIR, 'node_modules')],
    },
    plugins: [
      ...product.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new NormalModuleReplacementPlugin(FEDERATED_REMOTE_LOADING, STATIC_REMOTES),
    ],
  };
};
