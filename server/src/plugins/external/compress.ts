import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD_BYTES } from '../../services/response-cache.js';

/**
 * Compressed API answers and index.html (brotli or gzip, by Accept-Encoding, from 4 KiB up: COMPRESS_THRESHOLD_BYTES; kept
 * answers of the node caches from 1 KiB, compressed once). Only JSON and HTML:
 * media, downloads and tus responses go out as they are, and the built scripts are already precompressed on disk
 * (@fastify/static `preCompressed`). Brotli at quality 5: on the fly it is about as fast as gzip and smaller; the
 * official home's blocks (55 KB of JSON) become about 8 KB on the wire.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: /^(application\/json|text\/html)\b/,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
