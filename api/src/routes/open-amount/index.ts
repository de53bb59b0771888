import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageSchema,
  msg,
  OPEN_AMOUNT_ROUTES,
  openAmountCheckoutResponseSchema,
  openAmountCompleteRequestSchema,
  openAmountCompleteResponseSchema,
  orderRefParamsSchema,
  translateMessage,
  validationErrorSchema,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import { openAmountMail, recipientOf } from '../../services/orders/customer-mails';
import { findOrderFor, orderResource } from '../../services/orders/lifecycle';
import { completeOpenAmount, openAmount, startOpenAmountCheckout } from '../../services/payments/open-amount';
import { actorOf, orderNotFound } from '../order-status';

/**
 * Recovering `unpaid` (issue 30, contract orders/open-amount.ts): the customer pays the open amount at a checkout
 * of the provider; managers resend the mail with the link.
 */
const openAmountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };
  const refusal = (locale: 'de' | 'en', key: ValidationMessageKey, field = 'id') => {
    const message = translateMessage(msg(key), locale);
    return { message, errors: { [field]: [message] } };
  };

  fastify.post(
    OPEN_AMOUNT_ROUTES.checkout,
    {
      preValidation: fastify.requireRole('customer'),
      schema: { tags: ['customer'], summary: "A checkout for an unpaid order's open amount", params: orderRefParamsSchema, response: { 201: openAmountCheckoutResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const row = await findOrderFor(fastify.db, actorOf(request), request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      const checkout = await startOpenAmountCheckout(fastify, row);
      if (!checkout) return reply.code(422).send(refusal(request.locale, 'nothingOpen'));
      return reply.code(201).send({ data: checkout });
    },
  );

  fastify.post(
    OPEN_AMOUNT_ROUTES.complete,
    {
      preValidation: fastify.requireRole('customer'),
      schema: {
        tags: ['customer'],
        summary: "The open amount's checkout is finished: captured, the order paid with its invoice",
        params: orderRefParamsSchema,
        body: openAmountCompleteRequestSchema,
        response: { 200: openAmountCompleteResponseSchema, ...errors, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      const outcome = await completeOpenAmount(fastify, row, request.body.session_id);
      switch (outcome.kind) {
        case 'not_found':
          return reply.code(404).send(orderNotFound(request.locale));
        case 'nothing_open':
          return reply.code(422).send(refusal(request.locale, 'nothingOpen'));
        case 'declined':
          return reply.code(422).send(refusal(request.locale, 'paymentDeclined', 'session_id'));
        case 'open':
          return reply.code(409).send({ message: translateMessage(msg('openAmountNotPaid'), request.locale) });
        case 'paid':
          return { data: await orderResource(fastify, outcome.row, actor, request.locale) };
      }
    },
  );

  fastify.post(
    OPEN_AMOUNT_ROUTES.resend,
    {
      preValidation: fastify.requireRole('manager'),
      schema: { tags: ['manager'], summary: 'Send the customer the open amount with the payment link again', params: orderRefParamsSchema, response: { 202: messageSchema, ...errors } },
    },
    async (request, reply) => {
      const row = await findOrderFor(fastify.db, actorOf(request), request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      if (openAmount(row) === 0) return reply.code(422).send(refusal(request.locale, 'nothingOpen'));
      await fastify.mailer.queue(openAmountMail(fastify, row, await recipientOf(fastify.db, row)));
      return reply.code(202).send({ message: translateMessage(msg('paymentLinkSent'), request.locale) });
    },
  );
};

export default openAmountRoutes;
