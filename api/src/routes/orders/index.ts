import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freeOrderPlaceResponseSchema,
  messageSchema,
  messageTemplateErrorSchema,
  msg,
  orderIdParamsSchema,
  orderRequestSchema,
  orderValidationErrorSchema,
  ORDERING_ROUTES,
  totalsResponseSchema,
  translateMessage,
  type Locale,
  type OrderRequest,
} from '@chargevalet/contract';
import { z } from 'zod';
import { orders, type OrderRow } from '../../db/schema';
import { releaseHold } from '../../services/orders/checkout';
import { accountExistsTemplate, placeOrder, RELEASE_HOLD_JOB, type PlacementMode, type PlacementOutcome } from '../../services/orders/placement';
import { toOrderResource, type OrderViewer } from '../../services/orders/resource';
import { RateLimiter, type Consumed } from '../../lib/rate-limiter';
import { tooMany, type Limit } from '../../services/accounts/http';
import { accountLimits } from '../../services/accounts/limits';

/** The order request of the placing calls: guests add the consents (checked in the handler, see guestConsentErrors). */
export const placementBodySchema = orderRequestSchema.extend({ accept_terms: z.boolean().optional() });
type PlacementBody = z.output<typeof placementBodySchema>;

/** SPEC §5: a guest must consent to the account and accept the terms ('validation.Required'). */
export function guestConsentErrors(body: { create_account?: boolean | undefined; accept_terms?: boolean | undefined }, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const required = translateMessage(msg('Required'), locale);
  if (body.create_account !== true) errors.create_account = [required];
  if (body.accept_terms !== true) errors.accept_terms = [required];
  return errors;
}

export const viewerOf = (request: FastifyRequest): OrderViewer => (request.user ? { id: request.user.id, role: request.user.role } : { id: null, role: 'guest' });

export function mayView(request: FastifyRequest, order: OrderRow): boolean {
  const user = request.user;
  if (user?.role === 'manager') return true;
  if (user?.role === 'driver') return order.driverId === user.id;
  if (user?.role === 'customer' && order.customerId === user.id) return true;
  // A guest's browser: the session that placed the order.
  return order.guestSessionId !== null && order.guestSessionId === request.session?.id;
}

/** Answers a refused or failed placement. */
export function answerRefusal(outcome: Exclude<PlacementOutcome, { kind: 'placed' | 'guarded' }>, reply: FastifyReply, locale: Locale): FastifyReply {
  switch (outcome.kind) {
    case 'invalid': {
      const message = Object.values(outcome.errors)[0]?.[0] ?? translateMessage(msg('invalidInput'), locale);
      return reply.code(422).send({ message, errors: outcome.errors, ...(outcome.outOfServiceArea ? { out_of_service_area: true } : {}) });
    }
    case 'account_exists':
      return reply.code(200).send({ error: { message_template: accountExistsTemplate(outcome.field, locale) } });
    case 'provider_failed':
      return reply.code(502).send({ message: locale === 'de' ? 'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut.' : 'The payment could not be started. Please try again.' });
  }
}

/**
 * The per-IP limit of every call that can tell whether an account exists (a guest's placement answers "an account
 * already exists"): the one `/email/validate/is-unique` counts. `extra` limits are checked and counted in the same
 * statement (`consume`: `RateLimiter.consumeAt`, or a statement that does more); `refuseExtra` answers when one of
 * them is exhausted. Answers 429 and returns false when exhausted.
 */
export async function accountCheckAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
  consume: (limits: Limit[]) => Promise<Consumed>,
  extra: Limit[] = [],
  refuseExtra?: (wait: number) => unknown,
): Promise<boolean> {
  const own = accountCheckLimits(request);
  const consumed = await consume([...own, ...extra]);
  if (consumed.wait) answerAccountCheckWait(request, reply, consumed, own.length, refuseExtra);
  return consumed.wait === 0;
}

/** `accountCheckAllowed`'s own limit: a guest's address (a signed-in customer has none). */
export const accountCheckLimits = (request: FastifyRequest): Limit[] =>
  request.user ? [] : [accountLimits.uniqueCheckIp(request.ip, request.server.config.accounts.accountCheckLimitIp)];

/** The 429 of a wait counted over `accountCheckLimits` (the first `own` limits) and extra limits after them. */
export function answerAccountCheckWait(request: FastifyRequest, reply: FastifyReply, { wait, index }: Consumed, own: number, refuseExtra?: (wait: number) => unknown): void {
  void (index >= own && refuseExtra ? refuseExtra(wait) : tooMany(request, reply, wait));
}

/** Which body a placing call got: a signed-in customer's order request, or a guest's with consents. */
export function placementActor(request: FastifyRequest, reply: FastifyReply, body: PlacementBody, guestOnly = false) {
  const user = guestOnly ? null : request.user;
  if (user && user.role !== 'customer') {
    void reply.code(403).send({ message: 'This action is unauthorized.' });
    return null;
  }
  if (!user) {
    const errors = guestConsentErrors(body, request.locale);
    if (Object.keys(errors).length > 0) {
      void reply.code(422).send({ message: Object.values(errors)[0]![0]!, errors });
      return null;
    }
  }
  return { user: user ? { id: user.id, role: user.role } : null, locale: request.locale };
}

/**
 * POST /api/free-order/place (free or discounted-to-zero orders) and GET /api/totals/{id}; the release job of
 * abandoned checkouts is registered here.
 */
const orderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limiter = new RateLimiter(fastify.db, fastify.clock);
  fastify.jobs.register<{ order_id: string }>(RELEASE_HOLD_JOB, async (payload) => {
    await releaseHold(fastify, payload.order_id);
  });

  fastify.post(
    ORDERING_ROUTES.freeOrderPlace,
    {
      schema: {
        tags: ['booking'],
        summary: 'Place a free (or discounted-to-zero) order; guests add create_account and accept_terms',
        body: placementBodySchema,
        response: {
          201: freeOrderPlaceResponseSchema,
          200: messageTemplateErrorSchema,
          403: messageSchema,
          422: orderValidationErrorSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = placementActor(request, reply, request.body);
      if (!actor) return reply;
      if (!(await accountCheckAllowed(request, reply, (limits) => limiter.consumeAt(limits)))) return reply;
      // A guest's browser owns its order through its session (created now if it has none).
      const guestSessionId = actor.user ? null : (await fastify.sessions.ensure(request, reply)).id;
      const outcome = await placeOrder(fastify, { request: request.body as OrderRequest, actor, mode: 'free' satisfies PlacementMode, guestSessionId });
      if (outcome.kind !== 'placed') return answerRefusal(outcome, reply, request.locale);
      return reply.code(201).send({
        data: toOrderResource(outcome.order, { viewer: viewerOf(request), locale: request.locale, now: fastify.booking.now() }),
      });
    },
  );

  fastify.get(
    ORDERING_ROUTES.totals,
    {
      schema: {
        tags: ['booking'],
        summary: "An order's totals: the actual ones once entered, otherwise the estimate",
        params: orderIdParamsSchema,
        response: { 200: totalsResponseSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const [order] = await fastify.db.select().from(orders).where(eq(orders.id, request.params.id)).limit(1);
      if (!order || !mayView(request, order)) return reply.code(404).send({ message: request.locale === 'de' ? 'Bestellung nicht gefunden.' : 'Order not found.' });
      const actual = order.grandTotal !== null;
      return {
        data: {
          electricity_total: actual ? (order.electricityTotal ?? 0) : order.estimatedElectricityTotal,
          service_total: actual ? (order.serviceTotal ?? 0) : order.estimatedServiceTotal,
          grand_total: actual ? order.grandTotal! : order.estimatedGrandTotal,
        },
      };
    },
  );

};

export default orderRoutes;
