/**
 * buildTimeDataRule: a module built as its exports, computed at build time from what it imports
 * (the shell's entry gets the catalogue's remote routes this way, decision 0028). The bundle holds
 * the values and none of the imported code; a change to an imported file rebuilds the module; an
 * export that is not plain data fails the build, naming it.
 */
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const vm = require('node:vm');
const webpack = require('webpack');
const { buildTimeDataRule } = require('../src/index.cjs');
const { dataModule } = require('../src/build-time-data-loader.cjs');

const FIXTURES = path.join(__dirname, 'fixtures', 'build-time-data');

/** A bundle of `entry` (what a host build does with the rule), compiled without emitting. */
function compile(entry, dataFile) {
  const compiler = webpack({
    mode: 'none',
    context: FIXTURES,
    entry: path.join(FIXTURES, entry),
    target: 'node',
    devtool: false,
    cache: false,
    output: { path: FIXTURES, filename: 'bundle.js', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
        buildTimeDataRule(path.join(FIXTURES, dataFile)),
      ],
    },
  });
  return new Promise((resolve, reject) =>
    compiler.compile((error, compilation) =>
      compiler.close(() => (error ? reject(error) : resolve(compilation))),
    ),
  );
}

function exportsOf(code) {
  const module = { exports: {} };
  vm.runInThisContext(`(function (module, exports) {${code}\n})`)(module, module.exports);
  return module.exports;
}

test('the module is built as its exports, without the code it imports', async () => {
  const compilation = await compile('entry.ts', 'table.ts');
  assert.deepEqual(
    compilation.getErrors().map((error) => error.message),
    [],
  );
  const code = compilation.getAsset('bundle.js').source.source().toString();
  assert.ok(!code.includes('catalogue-only-code'), 'the catalogue is in the bundle');
  assert.ok(!code.includes('catalogue.ts'), 'a module of the catalogue is in the bundle');
  const { TABLE, COUNT } = exportsOf(code);
  assert.deepEqual(TABLE, [
    { key: 'a.list', remote: 'remote-a' },
    { key: 'b.detail', remote: 'remote-b' },
  ]);
  assert.equal(COUNT, 2);

  // Not a module of the bundle, yet a file it depends on: through the table's module.
  assert.ok(
    compilation.fileDependencies.has(path.join(FIXTURES, 'catalogue.ts')),
    'a change to the catalogue does not rebuild the table',
  );
});

test('an export that is not plain data fails the build, naming it', async () => {
  const compilation = await compile('entry-not-data.ts', 'not-data.ts');
  const messages = compilation.getErrors().map((error) => error.message);
  assert.equal(messages.length, 1);
  assert.match(messages[0], /export describe of .*not-data\.ts is not plain data/);
});

test('plain data only: no function, Map, class instance, undefined or -0', () => {
  const file = '/app/data.ts';
  assert.equal(
    dataModule({ ROWS: [{ a: 1, b: null, c: ['x', true] }], default: 'd' }, file),
    "// data.ts's exports, computed at build time (@console/build).\n" +
      'export const ROWS = [{"a":1,"b":null,"c":["x",true]}];\nexport default "d";\n',
  );
  for (const value of [() => 1, new Map(), new Date(0), undefined, { a: undefined }, [-0]])
    assert.throws(() => dataModule({ VALUE: value }, file), /export VALUE of .* not plain data/);
});

test('the rule refuses a file that is not there', () => {
  assert.throws(() => buildTimeDataRule(path.join(FIXTURES, 'absent.ts')), /no file/);
  assert.throws(() => buildTimeDataRule('table.ts'), /no file/);
});
