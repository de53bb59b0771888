import fp from 'fastify-plugin';
import { translateMessage } from '@chargevalet/contract';

/** The one body format every call takes: JSON in UTF-8 (charset optional), neither compressed nor otherwise encoded. */
function acceptableBody(contentType: string | undefined, contentEncoding: string | undefined): boolean {
  if (contentEncoding !== undefined && contentEncoding.trim().toLowerCase() !== 'identity') return false;
  if (contentType === undefined) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
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
      if (!hasBody || request.is404 || acceptableBody(headers['content-type'], headers['content-encoding'])) return;
      return reply.code(415).send({ message: translateMessage('validation.unsupportedMediaType', request.locale) });
    });
  },
  { name: 'request-format', dependencies: ['locale'] },
);
