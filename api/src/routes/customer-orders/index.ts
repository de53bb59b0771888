import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MANAGER_PER_HOUR,
  CUSTOMER_ORDER_ROUTES,
  CUSTOMER_ORDERS_PAGE_SIZE,
  contactManagerRequestSchema,
  customerActiveOrdersResponseSchema,
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
  messageSchema,
  orderResponseSchema,
  validationErrorSchema,
  type Locale,
  orderRefParamsSchema,
} from '@chargevalet/contract';
import { JsonAnswer, sendJsonAnswer } from '../../lib/json-answer';
import { RateLimiter } from '../../lib/rate-limiter';
import { consumeLimits, tooMany } from '../../services/accounts/http';
import { orderResource, readOrderFor } from '../../services/orders/lifecycle';
import { countOrders, customerActiveOrders, ordersPage } from '../../services/orders/manager-lists';
import { actorOf, orderNotFound } from '../order-status';


export const CONTACT_MANAGER_WINDOW_SECONDS = 3_600;
const messageSent = (locale: Locale) => ({ message: locale === 'de' ? 'Deine Nachricht wurde gesendet.' : 'Your message has been sent.' });

/**
 * The customer's own orders (issue 15, contract in shared/contract/src/orders/customer.ts): the list by pickup
 * (newest first), the active ones, one order (the lifecycle's lookup and resource, the same as every role's), and
 * a message to the order's manager by e-mail (the mail job; at most CONTACT_MANAGER_PER_HOUR per customer and
 * hour, counted in the database so every API instance shares the count).
 */
const customerOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireRole('customer'));
  const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema };
  const limiter = new RateLimiter(fastify.db, fastify.clock);

  fastify.get(
    CUSTOMER_ORDER_ROUTES.orders,
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's orders, newest pickup first, 10 a page",
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrdersResponseSchema, ...errors, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const filter = { customerId: request.user!.id };
      const pageSize = CUSTOMER_ORDERS_PAGE_SIZE;
      // keyed by the customer: an answer is only ever shared by that customer's own requests
      // kept until an order changes: a list item holds no clock (can_cancel is on the order's own page)
      const answer = await fastify.orderViews.answer(
        `customer-orders|${filter.customerId}|${page}`,
        async () => {
          const found = await ordersPage(fastify.db, filter, { page, pageSize, sort: 'desc' }, () => countOrders(fastify.db, filter));
          return JsonAnswer.of(customerOrdersResponseSchema, { data: found.data, meta: { page, pageSize, total: found.total, total_capped: found.capped } });
        },
      );
      return sendJsonAnswer(request, reply, answer);
    },
  );

  fastify.get(
    CUSTOMER_ORDER_ROUTES.activeOrders,
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's orders not yet returned or cancelled, next pickup first",
        response: { 200: customerActiveOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await customerActiveOrders(fastify.db, request.user!.id) }),
  );

  fastify.get(
    CUSTOMER_ORDER_ROUTES.order,
    { schema: { tags: ['customer'], summary: 'One of the customer\'s orders with driver, manager and history', params: orderRefParamsSchema, response: { 200: orderResponseSchema, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const read = await readOrderFor(fastify.db, actor, request.params.id);
      if (!read) return reply.code(404).send(orderNotFound(request.locale));
      return { data: await orderResource(fastify, read.row, actor, request.locale, read) };
    },
  );

  fastify.post(
    CUSTOMER_ORDER_ROUTES.contactManager,
    {
      schema: {
        tags: ['customer'],
        summary: "E-mail the order's manager (order number, customer, message); rate limited per customer",
        params: orderRefParamsSchema,
        body: contactManagerRequestSchema,
        response: { 202: messageSchema, ...errors, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const read = await readOrderFor(fastify.db, actor, request.params.id);
      if (!read) return reply.code(404).send(orderNotFound(request.locale));
      const { row, manager } = read;
      const wait = await consumeLimits(limiter, [{ key: `contact-manager:${actor.id}`, max: CONTACT_MANAGER_PER_HOUR, decaySeconds: CONTACT_MANAGER_WINDOW_SECONDS }]);
      if (wait > 0) return tooMany(request, reply, wait);
      if (!manager) {
        request.log.error({ orderId: row.id }, 'contact-manager: no manager account to write to');
        return reply.code(404).send(orderNotFound(request.locale));
      }
      await fastify.mailer.queue({
        template: 'contact-manager',
        to: manager.email,
        locale: manager.locale ?? 'de',
        data: {
          name: manager.firstName,
          identity: row.identity,
          customer: `${row.customerFirstName} ${row.customerLastName}`.trim(),
          email: row.customerEmail,
          phone: row.customerPhone,
          message: request.body.message,
          url: `${fastify.config.accounts.linkBaseUrl}/orders/${row.id}`,
        },
      });
      return reply.code(202).send(messageSent(request.locale));
    },
  );
};

export default customerOrderRoutes;
