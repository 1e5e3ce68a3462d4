/**
 * JSON answers are compressed (brotli or gzip, whichever the client accepts) from 1 kB up: the
 * sessions list of the demo event was 43 kB as plain JSON. Only JSON: a CSV download streams its
 * rows as they are read (http/csv.ts), and a compressor would hold them until its buffer filled.
 * The plugin would compress text/csv too (mime-db calls it compressible), so a route that
 * declares what it produces, without JSON among it (the downloads: `produces: ['text/csv']`), is
 * left out. Compressed request bodies are not taken: the body limits count the bytes as they
 * arrive.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** application/json and the +json types (problem details, OpenAPI). */
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/** Whether a route's answers may be compressed: JSON, the default when it declares no type. */
export function answersJson(produces: readonly string[] | undefined): boolean {
  return produces === undefined || produces.some((type) => JSON_CONTENT_TYPE.test(type));
}

/** Registers the compression hook; routes added after it are compressed. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (!answersJson(route.schema?.produces)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: JSON_CONTENT_TYPE,
    globalDecompression: false,
  });
}
