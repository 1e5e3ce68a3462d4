/**
 * A webpack loader that replaces a module by its exports, computed at build time, as plain data.
 *
 * The module is bundled on its own for Node (TypeScript through swc, no module federation: its
 * imports are their files, never shared modules) and run; each export must be JSON data (objects,
 * arrays, strings, numbers, booleans, null) and becomes an `export const` of that value. The
 * bundle then carries the values and none of the module's imports. Every file read to compute
 * them is a dependency of the module, so a watching build computes them again when one changes.
 *
 * It answers in its pitch: the loaders after it (swc-loader) never read the module. Use it through
 * `buildTimeDataRule(file)` (index.cjs), which puts it before them.
 */
'use strict';
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');
const { isDeepStrictEqual } = require('node:util');
const webpack = require('webpack');

const BUNDLE = 'build-time-data.js';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One bundle of `file` and what it imports, for Node, exporting what `file` exports. */
function evaluationConfig(file) {
  return {
    name: 'build-time-data',
    mode: 'none',
    context: path.dirname(file),
    entry: { main: file },
    target: 'node',
    devtool: false,
    cache: false,
    output: {
      path: path.dirname(file), // never written: the bundle is read from the compilation
      filename: BUNDLE,
      library: { type: 'commonjs2' },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.cjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    performance: { hints: false },
  };
}

/** Compiles without emitting: the compilation holds the bundle. */
function compile(config) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.compile((error, compilation) =>
      compiler.close((closeError) =>
        error || closeError ? reject(error || closeError) : resolve(compilation),
      ),
    ),
  );
}

/** Runs a commonjs2 bundle as a module at `file` and answers its exports. */
function run(code, file) {
  const module = { exports: {} };
  const factory = vm.runInThisContext(
    `(function (module, exports, require, __filename, __dirname) {${code}\n})`,
    { filename: file },
  );
  factory(module, module.exports, createRequire(file), file, path.dirname(file));
  return module.exports;
}

/** The exports as an ES module of `export const name = <JSON>;` lines; refuses anything else. */
function dataModule(exports, file) {
  const lines = [`// ${path.basename(file)}'s exports, computed at build time (@console/build).`];
  for (const name of Object.keys(exports)) {
    const value = exports[name];
    const json = JSON.stringify(value);
    if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
      throw new Error(
        `build-time-data-loader: export ${name} of ${file} is not plain data (JSON: objects, arrays, strings, numbers, booleans, null)`,
      );
    if (name === 'default') lines.push(`export default ${json};`);
    else if (IDENTIFIER.test(name)) lines.push(`export const ${name} = ${json};`);
    else throw new Error(`build-time-data-loader: export ${name} of ${file} is not an identifier`);
  }
  return `${lines.join('\n')}\n`;
}

async function buildTimeData(loader) {
  const file = loader.resourcePath;
  const compilation = await compile(evaluationConfig(file));
  for (const dependency of compilation.fileDependencies) loader.addDependency(dependency);
  for (const dependency of compilation.contextDependencies) loader.addContextDependency(dependency);
  for (const dependency of compilation.missingDependencies) loader.addMissingDependency(dependency);
  const errors = compilation.getErrors();
  if (errors.length > 0)
    throw new Error(
      `build-time-data-loader: ${file} does not compile:\n${errors.map((error) => error.message).join('\n')}`,
    );
  const bundle = compilation.getAsset(BUNDLE);
  if (!bundle) throw new Error(`build-time-data-loader: no bundle of ${file}`);
  return dataModule(run(bundle.source.source().toString(), file), file);
}

module.exports = function buildTimeDataLoader() {
  throw new Error('build-time-data-loader answers in its pitch: it must come first');
};

module.exports.pitch = function pitch() {
  const callback = this.async();
  buildTimeData(this).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};

module.exports.dataModule = dataModule;
