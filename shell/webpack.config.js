const path = require('node:path');
const { createFederatedConfig, buildTimeDataRule, SHELL_PORT } = require('@console/build');

const KIT_INDEX = /[\\/]shared[\\/]src[\\/]ui[\\/]index\.ts$/;

/**
 * Whether `module` is part of the kit's index (@console/shared/ui) as the shell provides it: a
 * module of the chunk that holds the index before splitting. Answers are kept per chunk.
 */
function kitIndexModuleTest() {
  const holdsIndex = new WeakMap();
  const chunkHoldsIndex = (chunk, chunkGraph) => {
    if (!holdsIndex.has(chunk))
      holdsIndex.set(
        chunk,
        [...chunkGraph.getChunkModulesIterable(chunk)].some((m) =>
          KIT_INDEX.test(m.resource ?? ''),
        ),
      );
    return holdsIndex.get(chunk);
  };
  // Only modules of a file: the share scope's own modules (consumes, provides) keep their chunks.
  return (module, { chunkGraph }) =>
    Boolean(module.resource) &&
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
      chunkHoldsIndex(chunk, chunkGraph),
    );
}

module.exports = (_env, argv) => {
  const config = createFederatedConfig(
    {
      dir: __dirname,
      name: 'shell',
      kind: 'host',
      port: SHELL_PORT,
      entry: './src/index.ts',
      favicon: path.join(__dirname, 'public', 'favicon.svg'),
    },
    argv,
  );
  // The entry's table of the catalogue's remote routes is computed from the catalogue at build
  // time: the entry carries the rows, not the contract (decision 0028).
  config.module.rules.push(
    buildTimeDataRule(path.join(__dirname, 'src', 'remotes', 'remote-routes.ts')),
  );
  const { cacheGroups } = config.optimization.splitChunks;
  // The entry loads remotes/preload beside the bootstrap, and both use the remote loading modules:
  // one chunk holds them all, instead of a copy in each.
  cacheGroups.bootRemotes = {
    // With the federation runtime's facade, which only they import.
    test: /[\\/](shell[\\/]src[\\/]remotes|@module-federation)[\\/]/,
    name: 'boot-remotes',
    chunks: 'async',
    enforce: true,
    priority: 30,
  };
  // Every page shows the kit's index, so the boot loads it: its components and the react-aria
  // pieces they use in one file. Split by the sets of kit entries using them, they came as ten
  // files (a second wave of requests, six at a time per origin); merged, audiences 24 -> 14
  // requests and -6.6 kB, approvals 47 -> 35 and -13 kB (brotli compresses one file better).
  // Other kit entries load what they share with it from here.
  cacheGroups.bootKit = {
    test: kitIndexModuleTest(),
    name: 'boot-kit',
    chunks: 'async',
    enforce: true,
    priority: 15,
  };
  return config;
};
