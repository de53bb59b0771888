import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allowedNextStates,
  allowedStatusesResponseSchema,
  DISPATCH_ROUTES,
  messageSchema,
  msg,
  orderResponseSchema,
  ROLES,
  staleOrderResponseSchema,
  statusChangeRequestSchema,
  translateMessage,
  validationErrorSchema,
  type Locale,
  type Role,
} from '@chargevalet/contract';
import { z } from 'zod';
import { changeStatus, findOrderFor, orderResource, transitionSubject, type Actor } from '../../services/orders/lifecycle';

const paramsSchema = z.object({ role: z.string(), id: z.string().max(64, msg('orderNumberInvalid')) });

export const orderNotFound = (locale: Locale) => ({ message: locale === 'de' ? 'Auftrag nicht gefunden.' : 'Order not found.' });

/** `{role}` of the path must be the caller's own role: 401 signed out, 404 an unknown role, 403 another role. */
export async function roleOfPath(request: FastifyRequest, reply: FastifyReply) {
  const { role } = request.params as { role: string };
  if (!request.user) return reply.code(401).send({ message: 'Unauthenticated.' });
  if (!(ROLES as readonly string[]).includes(role)) return reply.code(404).send(orderNotFound(request.locale));
  if (role !== request.user.role) return reply.code(403).send({ message: 'This action is unauthorized.' });
}

export const actorOf = (request: FastifyRequest): Actor => {
  const user = request.user!;
  return { id: user.id, role: user.role as Role, name: `${user.firstName} ${user.lastName}`.trim() };
};

/**
 * SPEC §7 status calls for every role, over the one transition table of the contract: GET allowed-statuses/{id}
 * and POST status/{id} (cancel goes this way too). Drivers and customers see only their own orders (404 else).
 */
const orderStatusRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    DISPATCH_ROUTES.allowedStatuses,
    {
      preHandler: roleOfPath,
      schema: {
        tags: ['dispatch'],
        summary: 'The next states this viewer may choose (the UI adds the current one)',
        params: paramsSchema,
        response: { 200: allowedStatusesResponseSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      return { states: allowedNextStates(actor.role, transitionSubject(row, actor, fastify.booking.now())) };
    },
  );

  fastify.post(
    DISPATCH_ROUTES.changeStatus,
    {
      preHandler: roleOfPath,
      schema: {
        tags: ['dispatch'],
        summary: 'Change the status (pending_payment with the actual costs in euro; cancelled cancels)',
        params: paramsSchema,
        body: statusChangeRequestSchema,
        response: {
          200: orderResponseSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: staleOrderResponseSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      const { status, service_cost, electricity_cost, expected_state } = request.body;
      const outcome = await changeStatus(fastify, row, actor, { target: status, serviceCost: service_cost, electricityCost: electricity_cost, expectedState: expected_state });
      if (outcome.kind === 'not_allowed') {
        const message = translateMessage(msg(outcome.message), request.locale);
        return reply.code(422).send({ message, errors: { status: [message] } });
      }
      const data = await orderResource(fastify, outcome.row, actor, request.locale);
      if (outcome.kind === 'stale') return reply.code(409).send({ message: translateMessage(msg('orderChanged'), request.locale), data });
      return { data };
    },
  );
};

export default orderStatusRoutes;
