import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageSchema,
  msg,
  RATING_ROUTES,
  rateAnswerResponseSchema,
  rateDriverSchema,
  rateRequestParamsSchema,
  rateRequestsResponseSchema,
  translateMessage,
  validationErrorSchema,
} from '@chargevalet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerRateRequest, openRateRequests, type RateOutcome } from '../../services/ratings/ratings';

/** Rating the driver (issue 15; calls and rules in shared/contract/src/rating.ts). Customers only. */
const ratingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const onlyCustomers = fastify.requireRole('customer');
  const guarded = { 401: messageSchema, 403: messageSchema };
  const answered = (request: FastifyRequest, reply: FastifyReply, outcome: RateOutcome, status: 'rated' | 'cancelled') => {
    if (outcome === 'not_found') return reply.code(404).send({ message: request.locale === 'de' ? 'Bewertungsanfrage nicht gefunden.' : 'Rate request not found.' });
    if (outcome === 'answered') {
      const message = translateMessage(msg('rateRequestAnswered'), request.locale);
      return reply.code(422).send({ message, errors: { rate: [message] } });
    }
    return reply.send({ status });
  };

  fastify.get(
    RATING_ROUTES.requests,
    {
      preValidation: onlyCustomers,
      schema: { tags: ['customer'], summary: "The customer's open driver rate requests", response: { 200: rateRequestsResponseSchema, ...guarded } },
    },
    async (request) => ({ data: await openRateRequests(fastify.db, request.user!.id) }),
  );

  fastify.post(
    RATING_ROUTES.rate,
    {
      preValidation: onlyCustomers,
      schema: {
        tags: ['customer'],
        summary: 'Rate the driver of a rate request (once)',
        params: rateRequestParamsSchema,
        body: rateDriverSchema,
        response: { 200: rateAnswerResponseSchema, ...guarded, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { rate, feedback } = request.body;
      const outcome = await answerRateRequest(fastify.db, request.user!.id, request.params.id, { rate, feedback }, fastify.clock.now());
      return answered(request, reply, outcome, 'rated');
    },
  );

  fastify.post(
    RATING_ROUTES.cancel,
    {
      preValidation: onlyCustomers,
      schema: {
        tags: ['customer'],
        summary: 'Decline a rate request ("Not now"); it does not come back',
        params: rateRequestParamsSchema,
        response: { 200: rateAnswerResponseSchema, ...guarded, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await answerRateRequest(fastify.db, request.user!.id, request.params.id, 'cancel', fastify.clock.now());
      return answered(request, reply, outcome, 'cancelled');
    },
  );
};

export default ratingRoutes;
