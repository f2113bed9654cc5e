import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compressed API answers and index.html (brotli or gzip, by Accept-Encoding, from 1 KiB up). Only JSON and HTML:
 * media, downloads and tus responses go out as they are, and the built scripts are already precompressed on disk
 * (@fastify/static `preCompressed`). Brotli at quality 5: on the fly it is about as fast as gzip and smaller; the
 * official home's blocks (55 KB of JSON) become about 8 KB on the wire.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^(application\/json|text\/html)\b/,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
