import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatEuro,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  messageSchema,
  msg,
  orderRefParamsSchema,
  REFUND_ROUTES,
  refundRequestSchema,
  refundResponseSchema,
  translateMessage,
  validationErrorSchema,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import { findOrderFor, orderResource } from '../../services/orders/lifecycle';
import { refundOrder } from '../../services/payments/refunds';
import { actorOf, orderNotFound } from '../order-status';

/**
 * POST /api/manager/order/{id}/refund (issue 30, contract orders/refunds.ts): part or all of what a paid order's
 * customer paid goes back through the payment provider, with a credit note and a mail. Managers only; the
 * Idempotency-Key header is required (the same key refunds once).
 */
const refundRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    REFUND_ROUTES.refund,
    {
      preValidation: fastify.requireRole('manager'),
      schema: {
        tags: ['manager'],
        summary: 'Refund part or all of a paid order (cents, a reason; Idempotency-Key header required): credit note and mail to the customer',
        params: orderRefParamsSchema,
        body: refundRequestSchema,
        response: {
          200: refundResponseSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
          425: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const refuse = (field: string, key: ValidationMessageKey, params: Record<string, string> = {}) => {
        const message = translateMessage(msg(key), request.locale, params);
        return reply.code(422).send({ message, errors: { [field]: [message] } });
      };
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]);
      if (!key.success) return refuse(IDEMPOTENCY_HEADER, 'idempotencyKeyInvalid');
      const actor = actorOf(request);
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      const outcome = await refundOrder(fastify, row.id, actor, request.body, key.data);
      switch (outcome.kind) {
        case 'not_found':
          return reply.code(404).send(orderNotFound(request.locale));
        case 'not_paid':
          return refuse('id', 'refundNotPaid');
        case 'too_much':
          return refuse('amount', 'refundTooMuch', { max: formatEuro(outcome.max, request.locale) });
        case 'key_reused':
          return refuse(IDEMPOTENCY_HEADER, 'idempotencyKeyReused');
        case 'running':
          return reply.code(425).header('retry-after', '1').send({ message: translateMessage(msg('idempotencyKeyRunning'), request.locale) });
        case 'failed':
          return reply.code(502).send({ message: translateMessage(msg('refundFailed'), request.locale) });
        case 'refunded':
          return { data: await orderResource(fastify, outcome.row, actor, request.locale) };
      }
    },
  );
};

export default refundRoutes;
