import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allowedNextStates,
  allowedStatusesResponseSchema,
  DISPATCH_ROUTES,
  formatEuro,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  messageSchema,
  msg,
  orderResponseSchema,
  ROLES,
  statusChangeRequestSchema,
  statusConflictResponseSchema,
  translateMessage,
  validationErrorSchema,
  type Locale,
  type Role,
} from '@chargevalet/contract';
import { z } from 'zod';
import { changeStatus, findOrderFor, orderResource, readOrderFor, transitionSubject, type Actor } from '../../services/orders/lifecycle';
import type { Statement } from '../../db/pipeline';
import { claimIdempotencyKey, IDEMPOTENCY_PRUNE_JOB, pruneIdempotencyKeys, requestFingerprint } from '../../lib/idempotency';

/** The answers of the status change (a replayed one is one of them). */
type Code = 200 | 404 | 409 | 422;

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
  fastify.jobs.register(IDEMPOTENCY_PRUNE_JOB, () => pruneIdempotencyKeys(fastify));

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
      config: { keepsSessions: true },
      schema: {
        tags: ['dispatch'],
        summary:
          'Change the status (pending_payment with the actual costs in euro; cancelled cancels). Optional Idempotency-Key header (8–128 of A–Z a–z 0–9 - _): a change made with a key is answered again, not made again, for 24 h',
        params: paramsSchema,
        body: statusChangeRequestSchema,
        response: {
          200: orderResponseSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: statusConflictResponseSchema,
          422: validationErrorSchema,
          425: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      /** The answer of the change (404, 422, 409 or 200), computed once. */
      const answer = async (alsoWrites?: readonly Statement[]): Promise<[Code, unknown]> => {
        // a manager's change makes them the order's manager: the answer shows them
        const read = await readOrderFor(fastify.db, actor, request.params.id, { managerAfter: actor.role === 'manager' ? actor.id : null });
        if (!read) return [404, orderNotFound(request.locale)];
        const { status, service_cost, electricity_cost, expected_state, confirm_above_estimate } = request.body;
        const outcome = await changeStatus(fastify, read, actor, {
          target: status,
          serviceCost: service_cost,
          electricityCost: electricity_cost,
          expectedState: expected_state,
          confirmAboveEstimate: confirm_above_estimate,
          alsoWrites,
        });
        if (outcome.kind === 'not_allowed') {
          const message = translateMessage(msg(outcome.message), request.locale, outcome.params?.(request.locale));
          return [422, { message, errors: { status: [message] } }];
        }
        if (outcome.kind === 'above_estimate') {
          const { estimate, total, tolerancePercent } = outcome;
          const amounts = { total: formatEuro(total, request.locale), estimate: formatEuro(estimate, request.locale), tolerance: tolerancePercent };
          const message = translateMessage(msg('aboveEstimate'), request.locale, amounts);
          return [409, { message, code: 'above_estimate', estimate, total, tolerance_percent: tolerancePercent }];
        }
        const data = await orderResource(fastify, outcome.row, actor, request.locale, outcome.people);
        if (outcome.kind === 'stale') return [409, { message: translateMessage(msg('orderChanged'), request.locale), data }];
        return [200, { data }];
      };
      /** The order as it is now (200), for a key whose change an earlier attempt made. */
      const current = async (): Promise<[Code, unknown]> => {
        const read = await readOrderFor(fastify.db, actor, request.params.id);
        if (!read) return [404, orderNotFound(request.locale)];
        return [200, { data: await orderResource(fastify, read.row, actor, request.locale, read) }];
      };

      // Idempotency-Key (issue 14): a change sent again (a queue of the browser retrying) gets the first answer.
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined) {
        const [code, body] = await answer();
        return reply.code(code).send(body as never);
      }
      const key = idempotencyKeySchema.safeParse(header);
      if (!key.success) {
        const message = translateMessage(msg('idempotencyKeyInvalid'), request.locale);
        return reply.code(422).send({ message, errors: { [IDEMPOTENCY_HEADER]: [message] } });
      }
      const route = `POST /api/${request.params.role}/order/status`;
      const claim = await claimIdempotencyKey(fastify, actor.id, key.data, route, requestFingerprint('POST', `${route}/${request.params.id.toUpperCase()}`, request.body));
      if (claim.kind === 'replay') return reply.code(claim.statusCode as Code).header('idempotent-replayed', 'true').send(claim.body as never);
      if (claim.kind !== 'new') {
        const message = translateMessage(msg(claim.kind === 'mismatch' ? 'idempotencyKeyReused' : 'idempotencyKeyRunning'), request.locale);
        // mismatch: the key belongs to another request (422); running: the first one is not answered yet (425, try again)
        if (claim.kind === 'mismatch') return reply.code(422).send({ message, errors: { [IDEMPOTENCY_HEADER]: [message] } });
        return reply.code(425).header('retry-after', String(claim.retryAfter)).send({ message });
      }
      try {
        // An attempt that died after its change committed (the mark is in the change's transaction) left the key
        // running: this retry took it over and answers the order as it is, without changing it again (issue 33).
        let [code, body] = (await claim.wasApplied()) ? await current() : await answer([claim.applied]);
        // Refused because an attempt that outlived its lease made this very change meanwhile: that is its answer.
        if (code !== 200 && (await claim.wasApplied())) [code, body] = await current();
        // A change made is kept with its answer; a refused one (404, 409, 422) changed nothing and keeps nothing,
        // so a later retry with the key is judged anew.
        if (code === 200) await claim.finish(code, body);
        else await claim.release();
        return reply.code(code).send(body as never);
      } catch (error) {
        await claim.release().catch(() => undefined);
        throw error;
      }
    },
  );
};

export default orderStatusRoutes;
