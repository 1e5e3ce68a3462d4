/**
 * A remote's development build (`pnpm dev`: its standalone page, with fallbacks for every shared
 * module) compiles without errors. The test command builds for production only, and a development
 * build once failed there unnoticed (chunks of html-webpack-plugin's child compilation, named by
 * path like the real ones, collided with them).
 */
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const REMOTE_DIR = path.resolve(__dirname, '../../../mf-people');

function compile(config) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => compiler.close(() => (error ? reject(error) : resolve(stats)))),
  );
}

test('a remote compiles for development with its standalone page and its entry', async () => {
  const createConfig = require(path.join(REMOTE_DIR, 'webpack.config.js'));
  const config = createConfig({}, { mode: 'development' });
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dev-build-'));
  config.output.path = outputDir;
  try {
    const stats = await compile(config);
    const { errors } = stats.toJson({ all: false, errors: true });
    assert.deepEqual(
      errors.map((error) => error.message),
      [],
    );
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json'])
      assert.ok(fs.existsSync(path.join(outputDir, file)), `${file} was not written`);
  } finally {
    fs.rmSync(outputDir, { recursive: true, force: true });
  }
});
