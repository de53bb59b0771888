import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutSessionParamsSchema,
  checkoutStartResponseSchema,
  completeCheckoutRequestSchema,
  completeCheckoutResponseSchema,
  guestOrderRequestSchema,
  messageSchema,
  messageTemplateErrorSchema,
  orderValidationErrorSchema,
  ORDERING_ROUTES,
  paymentConfigResponseSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
  sandboxSessionResponseSchema,
  validationErrorSchema,
  translateMessage,
  msg,
  waitInMinutes,
  type Locale,
  type OrderRequest,
} from '@chargevalet/contract';
import { eq } from 'drizzle-orm';
import { orders, paymentWebhookEvents } from '../../db/schema';
import { completeCheckout, releaseHold, releaseHolds } from '../../services/orders/checkout';
import { placeOrder, type PlacementActor } from '../../services/orders/placement';
import { toOrderResource } from '../../services/orders/resource';
import { verifyWebhook } from '../../services/payments/stripe';
import { accountCheckLimits, answerAccountCheckWait, answerRefusal, mayView, placementActor, placementBodySchema, viewerOf } from '../orders';
import { checkoutLimits } from '../../services/orders/hoarding';

const paymentFailedTemplate = (locale: Locale) =>
  locale === 'de'
    ? 'Die Zahlung wurde abgelehnt. Deine Bestellung wurde storniert; bitte versuche es mit einer anderen Karte erneut.'
    : 'The payment was declined. Your order has been cancelled; please try again with another card.';

/**
 * Card payment (DESIGN §4/§5): start a checkout (customer or guest) that creates the pending order holding its
 * slots, complete it (idempotent), the payment config for the browser, the sandbox's test-mode calls and the
 * Stripe webhook.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { booking, db } = fastify;

  const startCheckout = async (request: FastifyRequest, reply: FastifyReply, body: OrderRequest, actor: PlacementActor): Promise<FastifyReply> => {
    // Against slot hoarding (services/orders/hoarding.ts): limited starts, one unpaid checkout per browser, a few per contact.
    const { session, row: sessionRow } = fastify.sessions.open(request, reply);
    const limits = fastify.config.payments.checkoutLimits;
    // the wait told in minutes (a checkout limit's window is ten)
    const refuse = (seconds: number, key: 'checkoutsTooMany' | 'unpaidCheckouts') =>
      reply.code(429).header('retry-after', String(seconds)).send({ message: translateMessage(msg(key), request.locale, { wait: waitInMinutes(seconds, request.locale) }) });
    const now = booking.now();
    // the new session, the account-check limit, the checkout limits and the pending checkouts: checked and counted
    // in the statement that inserts the order (placeOrder's guard)
    const own = accountCheckLimits(request);
    const checkout = [checkoutLimits.session(session.id, limits.session), ...checkoutLimits.contact(body.user, limits.contact), checkoutLimits.ip(request.ip, limits.ip)];
    const start = { sessionRow, sessionId: session.id, customerId: actor.user?.id ?? null, contact: body.user, limits: [...own, ...checkout], maxUnpaid: limits.maxUnpaid, now };
    const outcome = await placeOrder(fastify, { request: body, actor, mode: 'checkout', guestSessionId: session.id, guard: { start, release: (ids) => releaseHolds(fastify, ids) } });
    if (outcome.kind === 'guarded') {
      if (outcome.consumed.wait) {
        answerAccountCheckWait(request, reply, outcome.consumed, own.length, (wait) => refuse(wait, 'checkoutsTooMany'));
        return reply;
      }
      const firstEnds = outcome.holds.others.firstEnds?.getTime() ?? now.getTime();
      return refuse(Math.max(1, Math.ceil((firstEnds - now.getTime()) / 1000)), 'unpaidCheckouts');
    }
    if (outcome.kind !== 'placed') return answerRefusal(outcome, reply, request.locale);
    if (!outcome.checkout) throw new Error('checkout placement without a session');
    return reply.code(201).send({
      data: {
        provider: booking.provider.name,
        session_id: outcome.checkout.sessionId,
        client_secret: outcome.checkout.clientSecret,
        order_id: outcome.order.id,
        order_identity: outcome.order.identity,
        amount: outcome.order.estimatedGrandTotal,
        currency: 'eur' as const,
        hold_expires_at: outcome.order.holdExpiresAt!.toISOString(),
      },
    });
  };

  fastify.post(
    ORDERING_ROUTES.startCheckout,
    {
      preValidation: fastify.requireRole('customer'),
      schema: {
        tags: ['payments'],
        summary: 'Signed-in customer: create the pending order (holding its slots) and a checkout session',
        body: placementBodySchema,
        response: { 201: checkoutStartResponseSchema, 401: messageSchema, 403: messageSchema, 422: orderValidationErrorSchema, 429: messageSchema, 502: messageSchema },
      },
    },
    async (request, reply) => {
      const actor = placementActor(request, reply, request.body);
      if (!actor) return reply;
      return startCheckout(request, reply, request.body as OrderRequest, actor);
    },
  );

  fastify.post(
    ORDERING_ROUTES.guestStartCheckout,
    {
      schema: {
        tags: ['payments'],
        summary: 'Guest (with consents): create the pending order (holding its slots) and a checkout session',
        body: guestOrderRequestSchema,
        response: {
          201: checkoutStartResponseSchema,
          200: messageTemplateErrorSchema,
          422: orderValidationErrorSchema,
          429: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request, reply) => startCheckout(request, reply, request.body as OrderRequest, { user: null, locale: request.locale }),
  );

  fastify.post(
    ORDERING_ROUTES.completeCheckout,
    {
      schema: {
        tags: ['payments'],
        summary: 'Confirm a checkout: authorised → order created; declined → cancelled (idempotent)',
        params: checkoutSessionParamsSchema,
        body: completeCheckoutRequestSchema,
        response: { 200: completeCheckoutResponseSchema, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { session } = request.params;
      if (request.body.session_id !== session) {
        const message = translateMessage(msg('invalidInput'), request.locale);
        return reply.code(422).send({ message, errors: { session_id: [message] } });
      }
      const outcome = await completeCheckout(fastify, session, 'browser');
      if (outcome.kind === 'not_found') return reply.code(404).send({ message: request.locale === 'de' ? 'Zahlung nicht gefunden.' : 'Checkout not found.' });
      if (outcome.kind === 'open') {
        return reply.code(409).send({ message: request.locale === 'de' ? 'Die Zahlung ist noch nicht abgeschlossen.' : 'The payment has not been completed yet.' });
      }
      // The session id travels in URLs (Stripe's return URL): holding it shows the order only to its owner.
      const order = toOrderResource(outcome.order, { viewer: viewerOf(request), locale: request.locale, now: booking.now() });
      const data = mayView(request, outcome.order) ? order : { state: order.state };
      if (outcome.cardLimitWait) {
        // the order is cancelled like a declined one; the message says why and how long the card waits
        reply.header('retry-after', String(outcome.cardLimitWait));
        return { data, error: { message_template: translateMessage(msg('cardCheckoutsTooMany'), request.locale, { wait: waitInMinutes(outcome.cardLimitWait, request.locale) }) } };
      }
      return outcome.failed ? { data, error: { message_template: paymentFailedTemplate(request.locale) } } : { data };
    },
  );

  fastify.get(
    ORDERING_ROUTES.paymentConfig,
    { schema: { tags: ['payments'], summary: 'Which checkout the browser opens', response: { 200: paymentConfigResponseSchema } } },
    async () => ({
      provider: booking.provider.name,
      publishable_key: booking.provider.name === 'stripe' ? (fastify.config.payments.stripe?.publishableKey ?? null) : null,
    }),
  );

  fastify.get(
    ORDERING_ROUTES.sandboxSession,
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: the session the test-mode dialog shows',
        params: checkoutSessionParamsSchema,
        response: { 200: sandboxSessionResponseSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const row = await booking.sandbox.session(request.params.session);
      const [order] = row ? await db.select({ identity: orders.identity }).from(orders).where(eq(orders.id, row.orderId)) : [];
      if (!row || !order) return reply.code(404).send({ message: 'Checkout not found.' });
      return {
        data: { session_id: row.id, status: row.status, amount: row.amount, currency: 'eur' as const, order_identity: order.identity, test_mode: true as const },
      };
    },
  );

  fastify.post(
    ORDERING_ROUTES.sandboxPay,
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: pay with a test card (4242 4242 4242 4242 authorises, 4000 0000 0000 0002 is declined)',
        params: checkoutSessionParamsSchema,
        body: sandboxPayRequestSchema,
        response: { 200: sandboxPayResponseSchema, 404: messageSchema, 409: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { session } = request.params;
      const result = await booking.sandbox.pay(session, request.body.client_secret, request.body.card_number);
      if (result === 'not_found') return reply.code(404).send({ message: 'Checkout not found.' });
      if (result === 'invalid_card') {
        const message =
          request.locale === 'de'
            ? 'Testmodus: verwende 4242 4242 4242 4242 (erfolgreich) oder 4000 0000 0000 0002 (abgelehnt).'
            : 'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).';
        return reply.code(422).send({ message, errors: { card_number: [message] } });
      }
      if (result !== 'authorized' && result !== 'declined') {
        return reply.code(409).send({ message: request.locale === 'de' ? 'Diese Zahlung ist bereits abgeschlossen.' : 'This checkout is already finished.' });
      }
      return { data: { session_id: session, status: result } };
    },
  );

  await fastify.register(stripeWebhook);
};

/**
 * POST /api/payment/stripe/webhook: no CSRF (Stripe calls it), the signature checked on the raw body with
 * stripe.webhooks.constructEvent. Encapsulated so its raw-body JSON parser applies to this route only.
 */
const stripeWebhook: FastifyPluginAsync = async (fastify) => {
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  fastify.post(
    ORDERING_ROUTES.stripeWebhook,
    { config: { csrf: false }, schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', hide: true } },
    async (request, reply) => {
      const { stripe } = fastify.booking;
      const secret = fastify.config.payments.stripe?.webhookSecret;
      if (!stripe || !secret) return reply.code(404).send({ message: 'Stripe is not configured.' });
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = verifyWebhook(stripe, request.body as string, Array.isArray(signature) ? signature[0]! : (signature ?? ''), secret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
        return reply.code(400).send({ message: 'Invalid signature.' });
      }
      const [seen] = await fastify.db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
      if (seen) return { received: true };
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        await completeCheckout(fastify, event.data.object.id, 'webhook');
      } else if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
        const [order] = await fastify.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSessionId, event.data.object.id));
        if (order) await releaseHold(fastify, order.id);
      }
      await fastify.db.insert(paymentWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    },
  );
};

export default paymentRoutes;
