import fp from 'fastify-plugin';
import { translateMessage } from '@chargevalet/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that reads uploads (`multipart/form-data`) instead of JSON; only the handover record does. */
    bodyFormat?: 'json' | 'multipart';
  }
}

/**
 * The one body format every call takes: JSON in UTF-8 (charset optional), neither compressed nor otherwise encoded;
 * an upload route takes `multipart/form-data` with its boundary instead.
 */
function acceptableBody(contentType: string | undefined, contentEncoding: string | undefined, format: 'json' | 'multipart'): boolean {
  if (contentEncoding !== undefined && contentEncoding.trim().toLowerCase() !== 'identity') return false;
  if (contentType === undefined) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (format === 'multipart') return type === 'multipart/form-data' && params.some((param) => param.startsWith('boundary='));
  if (type !== 'application/json') return false;
  return params.every((param) => param === '' || param === 'charset=utf-8' || param === 'charset="utf-8"');
}

/**
 * Refuses a request body in any other format with 415 before it is read: Fastify would take `charset=utf-16` as
 * JSON and ignore a `Content-Encoding` it cannot decode.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      const { headers } = request;
      const hasBody = headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
      if (!hasBody || request.is404 || acceptableBody(headers['content-type'], headers['content-encoding'], request.routeOptions.config?.bodyFormat ?? 'json')) return;
      return reply.code(415).send({ message: translateMessage('validation.unsupportedMediaType', request.locale) });
    });
  },
  { name: 'request-format', dependencies: ['locale'] },
);
