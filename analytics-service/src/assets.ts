/**
 * The embed's static files, prepared once at start and served from memory: the client script
 * bundled by esbuild, uPlot's stylesheet and ours. Each answer carries a strong ETag, so the
 * browser revalidates (no-cache) and gets a 304 until the service starts with other files.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { ASSET_PATHS } from './asset-paths';

interface Asset {
  path: string;
  contentType: string;
  body: string;
  etag: string;
}

const CLIENT_ENTRY = fileURLToPath(new URL('./client/embed.ts', import.meta.url));
const STYLES_FILE = fileURLToPath(new URL('./styles/embed.css', import.meta.url));

async function bundleClientScript(): Promise<string> {
  const result = await build({
    entryPoints: [CLIENT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no client script');
  return output.text;
}

function asset(path: string, contentType: string, body: string): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { path, contentType, body, etag };
}

async function loadAssets(): Promise<Asset[]> {
  const require = createRequire(import.meta.url);
  const [script, styles, chartStyles] = await Promise.all([
    bundleClientScript(),
    readFile(STYLES_FILE, 'utf8'),
    readFile(require.resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  ]);
  return [
    asset(ASSET_PATHS.script, 'text/javascript; charset=utf-8', script),
    asset(ASSET_PATHS.styles, 'text/css; charset=utf-8', styles),
    asset(ASSET_PATHS.chartStyles, 'text/css; charset=utf-8', chartStyles),
  ];
}

export async function registerAssets(app: FastifyInstance): Promise<void> {
  for (const file of await loadAssets()) {
    app.get(file.path, (request, reply) => {
      reply.header('cache-control', 'no-cache').header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.type(file.contentType).send(file.body);
    });
  }
}
