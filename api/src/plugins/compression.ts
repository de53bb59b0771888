import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Answers above 1 KB are compressed per request (br, then gzip); static files come pre-compressed from the build. */
export const COMPRESS_THRESHOLD = 1024;
/** Quality 4: most of brotli's gain at a fraction of quality 11's CPU (build-time files use 11); also `lib/json-answer.ts`. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: BROTLI_OPTIONS,
    });
  },
  { name: 'compression' },
);
