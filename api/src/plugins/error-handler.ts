import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translateMessage, type Locale } from '@chargevalet/contract';

/** Groups zod issues by field path (`a.b`) and translates each message into the request's locale. */
export function fieldErrors(
  issues: readonly { instancePath: string; message?: string | undefined }[],
  locale: Locale,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || '_';
    const text = translateMessage(issue.message ?? 'validation.invalidInput', locale);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/**
 * One error shape for the whole API: 422 `{ message, errors }` for invalid input (translated), `{ message }` with
 * the framework's 4xx for malformed requests (bad JSON 400, wrong content type 415, body too large 413), and a
 * logged 500 with a generic message for everything unexpected. Never a 500 for bad input.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation, request.locale);
        const first = Object.values(errors)[0]?.[0];
        return reply.code(422).send({ message: first ?? translateMessage('validation.invalidInput', request.locale), errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.code(500).send({ message: 'Server Error' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send({ message: error.message });
      }
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, error.message);
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: 'Server Error' });
    });
  },
  { name: 'error-handler' },
);
