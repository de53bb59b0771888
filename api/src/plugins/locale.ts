import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '@chargevalet/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: cookie `locale` (de | en), default de. */
    locale: Locale;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('locale', DEFAULT_LOCALE);
    fastify.addHook('onRequest', async (request) => {
      const value = request.cookies[LOCALE_COOKIE];
      request.locale = isLocale(value) ? value : DEFAULT_LOCALE;
    });
  },
  { name: 'locale', dependencies: ['@fastify/cookie'] },
);
