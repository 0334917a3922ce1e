import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: the headers and the work would cost more than they save. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * JSON answers above 1 KB travel brotli- or gzip-compressed, as the browser accepts. Answers that
 * are compressed already (precompressed static files, the public cache's gzip copy) pass through.
 * Brotli runs at quality 4: close to gzip's speed with smaller output; the maximum (11) is for
 * files compressed once at build time, not for every request. Compressed request bodies are not
 * accepted: no client of ours sends one, and inflating them would be one more way in for a
 * hostile payload.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
