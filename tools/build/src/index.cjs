/**
 * One webpack + module federation configuration for the shell (host) and every remote.
 * The shared singleton map comes from one function, so host and remotes always agree.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const optimizeLocales = require('@react-aria/optimize-locales-plugin');
const { REMOTE_PORTS, SHELL_PORT, API_PORT, readRegistry } = require('./registry.cjs');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SHARED_DIR = path.join(REPO_ROOT, 'shared');

/** Libraries loaded exactly once in the browser; `sub: true` also shares `name/` subpaths. */
const SINGLETONS = [
  { name: 'react', sub: true },
  { name: 'react-dom', sub: true },
  { name: '@tanstack/react-query', sub: false },
  { name: 'jotai', sub: false },
];
// A shared module is bundled whole (no tree shaking), so these are deliberately not shared:
// - react-aria-components (~950 kB whole): only the UI kit imports it, and the shell provides the
//   kit, so each app's build holds just the parts its kit components use;
// - react-router (189 kB whole, 94 kB as the shell uses it): only the shell and
//   @console/shared/react import it; remotes reach the shell's router through that module;
// - zod (195 kB whole): browser code takes `z` from @console/shared/zod, which names the builders
//   the console uses and is shared once with the rest of @console/shared.

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The installed version of a package, resolved from shared/ (which depends on all of them). */
function installedVersion(name) {
  return readJson(resolvePackageJson(name, [SHARED_DIR, REPO_ROOT])).version;
}

function resolvePackageJson(name, paths) {
  try {
    return require.resolve(`${name}/package.json`, { paths });
  } catch {
    // Packages whose `exports` hide package.json: walk up from the main entry.
    let dir = path.dirname(require.resolve(name, { paths }));
    while (dir !== path.dirname(dir)) {
      const candidate = path.join(dir, 'package.json');
      if (fs.existsSync(candidate) && readJson(candidate).name === name) return candidate;
      dir = path.dirname(dir);
    }
    throw new Error(`@console/build: cannot find package.json of ${name}`);
  }
}

/** A caret range on the installed major.minor.patch (never `workspace:*`). */
function caret(version) {
  const [core] = version.split('-');
  return `^${core}`;
}

/**
 * The contract version this build compiles against: shared/package.json's, unless
 * CONSOLE_CONTRACT_VERSION names another release (the e2e builds a remote for another major).
 */
function contractVersionOfBuild(env = process.env) {
  return env.CONSOLE_CONTRACT_VERSION || readJson(path.join(SHARED_DIR, 'package.json')).version;
}

/** The entries of @console/shared that run in the browser, as `@console/shared/<name>` -> file. */
const NOT_IN_THE_BROWSER = new Set(['./package.json', './testing', './dev-host']);
function sharedEntries() {
  const { exports } = readJson(path.join(SHARED_DIR, 'package.json'));
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([subpath]) => !NOT_IN_THE_BROWSER.has(subpath))
      .map(([subpath, file]) => [`@console/shared${subpath.slice(1)}`, file]),
  );
}

/**
 * The runtime files of style-loader and css-loader that a production build's stylesheet modules
 * import (injected <style> tags, no source maps). Development builds also use a few others
 * (source maps, hot reloading), left in each chunk.
 */
const STYLE_RUNTIME = {
  'style-loader': [
    'injectStylesIntoStyleTag.js',
    'insertBySelector.js',
    'insertStyleElement.js',
    'setAttributesWithoutAttributes.js',
    'styleDomAPI.js',
    'styleTagTransform.js',
  ],
  'css-loader': ['api.js', 'noSourceMaps.js'],
};

/**
 * STYLE_RUNTIME shared, keyed by resolved path: webpack matches an absolute key against the
 * resolved module, whatever request (with its `!` prefix) the loaders wrote. A remote's chunks
 * then use the shell's copy (it is in the boot) instead of carrying one each: about 3.4 kB for
 * every chunk of a remote that has styles.
 */
function styleRuntimeShares(fallback) {
  const shares = {};
  for (const [loader, files] of Object.entries(STYLE_RUNTIME)) {
    const packageJson = require.resolve(`${loader}/package.json`);
    const { version } = readJson(packageJson);
    for (const file of files) {
      const resolved = path.join(path.dirname(packageJson), 'dist', 'runtime', file);
      if (!fs.existsSync(resolved))
        throw new Error(`@console/build: ${loader} ${version} has no runtime file ${file}`);
      shares[resolved] = {
        shareKey: `${loader}/dist/runtime/${file}`,
        singleton: true,
        requiredVersion: caret(version),
        version,
        strictVersion: false,
        ...fallback(resolved),
      };
    }
  }
  return shares;
}

/**
 * The shared singleton map. The shell provides every entry of @console/shared from its file,
 * whether it imports that entry or not, so a remote's table or worker uses the shell's copy.
 * `consumeOnly` (a remote's production build, which only ever runs inside the shell) bundles no
 * fallback copy of any of them: the remote's remoteEntry.js then neither registers nor carries
 * them (issue #7's page weight; decision 0016).
 */
function sharedSingletons({ consumeOnly = false } = {}) {
  const shared = {};
  const fallback = (file) => (consumeOnly ? { import: false } : file ? { import: file } : {});
  for (const { name, sub } of SINGLETONS) {
    const version = installedVersion(name);
    const entry = {
      singleton: true,
      requiredVersion: caret(version),
      version,
      strictVersion: false,
      ...fallback(),
    };
    shared[name] = entry;
    if (sub) shared[`${name}/`] = { ...entry };
  }
  const contractVersion = contractVersionOfBuild();
  const contract = {
    singleton: true,
    requiredVersion: `^${contractVersion}`,
    version: contractVersion,
    strictVersion: false,
  };
  for (const [entry, file] of Object.entries(sharedEntries()))
    shared[entry] = { ...contract, ...fallback(path.join(SHARED_DIR, file)) };
  return { ...shared, ...styleRuntimeShares(fallback) };
}

/**
 * Every app's page, given to html-webpack-plugin as `templateContent` rather than as a template
 * file: a template file is compiled in a child compilation that inherits module federation. That
 * compiled every shared module a second time (34 s of the shell's 53 s production build) and wrote
 * its chunks beside the real ones; in a development build, where chunks are named by path, the
 * two sets collided ("Multiple assets emit different content to the same filename").
 */
function pageHtml(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The runtime plugin by which the shell hands its federation runtime to the remotes (their
 * `externalRuntime`, decision 0027), as its ES module build. The `provideExternalRuntime` option
 * names its CommonJS build, whose runtime-core is a second copy beside the ES module one that the
 * shell's bundler runtime imports (+10 kB brotli); the ES module build imports that same copy.
 */
function runtimeProviderPlugin() {
  const name = '@module-federation/inject-external-runtime-core-plugin';
  const fromEnhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const packageJson = resolvePackageJson(name, [fromEnhanced]);
  const esm = readJson(packageJson).exports['.'].import.default;
  return path.join(path.dirname(packageJson), esm);
}

function federationName(name) {
  return name.replace(/-/g, '_');
}

/**
 * The rule by which `file` is built as its exports, computed at build time, as plain data
 * (build-time-data-loader.cjs): the bundle carries the values, not the modules `file` imports.
 * Before every other loader of the file (`enforce: 'post'` pitches first).
 * @param {string} file absolute path
 */
function buildTimeDataRule(file) {
  if (!path.isAbsolute(file) || !fs.existsSync(file))
    throw new Error(`@console/build: no file ${file} to compute at build time`);
  return {
    test: (resource) => resource === file,
    enforce: 'post',
    use: require.resolve('./build-time-data-loader.cjs'),
  };
}

/**
 * @param {{ dir: string, name: string, kind: 'host' | 'remote', port: number,
 *   entry?: string, devEntry?: string, favicon?: string }} options `favicon`: an absolute path,
 *   copied beside index.html and linked from it
 * @param {{ mode?: string }} [argv]
 */
function createFederatedConfig(options, argv = {}) {
  const { dir, name, kind, port, devEntry } = options;
  if (kind !== 'host' && kind !== 'remote')
    throw new Error(`@console/build: kind must be host or remote`);
  const mode = argv.mode || process.env.NODE_ENV || 'development';
  const production = mode === 'production';
  const isHost = kind === 'host';
  // A remote's production build runs only inside the shell; its development build also runs alone.
  const inShellOnly = !isHost && production;
  // A remote's standalone page is a development tool (`pnpm dev`); production builds only its entry.
  const entry = options.entry || (isHost ? './src/index.ts' : production ? undefined : devEntry);
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${API_PORT}`;
  const fileName = production ? '[name].[contenthash:8].js' : '[name].js';
  // The federation runtime module renders output.filename before chunk hashes exist (only to
  // count directory depth) and fails on [contenthash] "not implemented in this context".
  // A function template answers the unhashed name in that one context.
  const entryFileName = production
    ? (pathData) =>
        pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
          ? fileName
          : '[name].js'
    : fileName;

  // style-loader ships CSS inside the JS: a production build leaves out its source maps, which
  // carried every stylesheet a second time (sourcesContent) plus its mappings.
  const cssSourceMaps = !production;

  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      target: 'es2020',
    },
    sourceMaps: true,
  };

  const plugins = [
    new ModuleFederationPlugin({
      name: federationName(name),
      filename: 'remoteEntry.js',
      ...(isHost
        ? { remotes: {} }
        : // Every remote exposes its src/app.tsx through the stamping entry, never directly.
          { exposes: { './app': require.resolve('./remote-app-entry.js') } }),
      shared: sharedSingletons({ consumeOnly: inShellOnly }),
      shareStrategy: 'loaded-first',
      ...(isHost && { runtimePlugins: [runtimeProviderPlugin()] }),
      dts: false,
      manifest: isHost ? false : { fileName: 'mf-manifest.json' },
      experiments: {
        asyncStartup: true,
        // A remote's production build runs only inside the shell (as for `consumeOnly`): it uses
        // the shell's federation runtime instead of carrying its own (-9 kB brotli a remote entry,
        // and none of it to compile and run on the way to the page).
        ...(inShellOnly && { externalRuntime: true }),
        // Only the browser runs these; a remote neither loads remotes nor reads manifests, so its
        // remoteEntry.js leaves that part of the federation runtime out.
        optimization: isHost
          ? { target: 'web' }
          : { target: 'web', disableRemote: true, disableSnapshot: true },
      },
    }),
  ];
  plugins.push(
    new DefinePlugin({ __CONSOLE_CONTRACT_VERSION__: JSON.stringify(contractVersionOfBuild()) }),
    // The console speaks US English: react-aria's strings for its other 30-odd locales
    // (every kit component carries them) stay out of the bundle.
    optimizeLocales.webpack({ locales: ['en-US'] }),
  );
  if (production) {
    // Static servers send these precompressed files (scripts/serve-app.mjs, preCompressed).
    for (const [algorithm, extension] of [
      ['brotliCompress', 'br'],
      ['gzip', 'gz'],
    ]) {
      plugins.push(
        new CompressionPlugin({
          algorithm,
          filename: `[path][base].${extension}`,
          test: /\.(js|css|html|json|svg)$/,
          threshold: 1024,
          minRatio: 0.9,
        }),
      );
    }
  }
  if (entry) {
    plugins.push(
      new HtmlWebpackPlugin({
        templateContent: pageHtml(isHost ? 'Organizer Console' : `${name} (standalone)`),
        filename: 'index.html',
        chunks: ['main'],
        ...(options.favicon && { favicon: options.favicon }),
        // Absolute: the SPA fallback serves index.html at deep paths.
        publicPath: '/',
      }),
    );
  }

  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: entry ? { main: entry } : {},
    devtool: 'source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: entryFileName,
      chunkFilename: entryFileName,
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      uniqueName: federationName(name),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.cjs', '.json'],
      alias: { 'console-remote-app$': path.join(dir, 'src', 'app.tsx') },
    },
    module: {
      parser: {
        javascript: { worker: ['CrossOriginWorker from @console/shared/worker', '...'] },
      },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions },
        },
        {
          test: /\.module\.css$/,
          use: [
            require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: {
                sourceMap: cssSourceMaps,
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production
                    ? '[hash:base64:8]'
                    : '[name]__[local]--[hash:base64:5]',
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [
            require.resolve('style-loader'),
            { loader: require.resolve('css-loader'), options: { sourceMap: cssSourceMaps } },
          ],
        },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // swc's minifier instead of webpack's default terser (two compress passes): the same
      // passes in half the build's processor time, and no bigger compressed bundles.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
      chunkIds: production ? 'deterministic' : 'named',
      moduleIds: production ? 'deterministic' : 'named',
      // Split async chunks as usual, never a worker's own chunk (it has its own runtime): a
      // remote's worker starts through a blob loader (@console/shared/worker), from which it
      // could not load a split-off chunk.
      splitChunks: {
        chunks: (chunk) => !chunk.hasRuntime() && !chunk.canBeInitial(),
        cacheGroups: {
          // The shell's boot needs every shared library at once: one file instead of one
          // request each (the browser fetches six at a time from an origin over HTTP/1.1).
          // style-loader's and css-loader's runtime too (the boot injects shell.css): left to the
          // default groups, every chunk with styles carried its own copy (approvals: 6 kB). And
          // the platform's contract, hooks and zod builders, which every page needs: the page's
          // remote starts loading once they have (remotes/preload.ts), not a wave of files later.
          ...(isHost && {
            bootLibraries: {
              test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core|jotai|zod|style-loader|css-loader)|shared[\\/]src[\\/](contract|react|zod))[\\/]/,
              name: 'boot-libraries',
              priority: 20,
              enforce: true,
            },
          }),
          // The kit's entries share most of react-aria: its modules go to chunks by the set of
          // entries using them, so a page downloads each once. A set under 8 kB stays in the
          // chunks that use it instead: every file is a request (six at a time from an origin over
          // HTTP/1.1), and the boot fetched 16 files under 1.2 kB. Measured against minSize 0:
          // audiences 41 -> 29 requests and 4 kB less, approvals 65 -> 50 and 3 kB less.
          kitLibraries: {
            test: /[\\/]node_modules[\\/].*(react-aria|react-stately|@internationalized)/,
            minSize: 8000,
            priority: 10,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins,
    devServer: {
      port,
      allowedHosts: 'all',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: false }],
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      setupMiddlewares: (middlewares) => {
        if (isHost) {
          middlewares.unshift({
            name: 'remote-registry',
            path: '/registry.json',
            middleware: (_req, res) => {
              try {
                res.setHeader('content-type', 'application/json');
                res.setHeader('cache-control', 'no-store');
                res.end(JSON.stringify(readRegistry()));
              } catch (error) {
                res.statusCode = 500;
                res.end(JSON.stringify({ code: 'REGISTRY_UNREADABLE', message: String(error) }));
              }
            },
          });
        }
        return middlewares;
      },
    },
  };
}

module.exports = {
  createFederatedConfig,
  buildTimeDataRule,
  sharedSingletons,
  contractVersionOfBuild,
  federationName,
  REMOTE_PORTS,
  SHELL_PORT,
  API_PORT,
};
