import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Decorates `fastify.config` with the validated configuration (see src/config.ts for the env vars). */
export default fp<{ config: AppConfig }>(
  async (fastify, opts) => {
    fastify.decorate('config', opts.config);
  },
  { name: 'config' },
);
