import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../db/schema';

/**
 * The links every order mail carries (issue 31): `url` opens the order — its page for a customer who signs in, the
 * live tracking link for a guest order (a guest may never set a password) — and `trackUrl` adds the tracking link
 * for the others, so everyone who has an order can follow it live without a sign-in. `needsAccount`: the mail's action
 * is taken signed in (paying an open amount), so `url` is the order's page whenever the order has an account.
 */
export function orderLinks(
  app: FastifyInstance,
  order: Pick<OrderRow, 'id' | 'customerId' | 'isGuestOrder' | 'trackGeneration'>,
  { needsAccount = false } = {},
): { url: string; trackUrl?: string } {
  const track = app.tracking.url(order);
  if (!order.customerId || (order.isGuestOrder && !needsAccount)) return { url: track };
  return { url: orderPageUrl(app, order), trackUrl: track };
}

/** The order's page in the customer's area (signed in). */
export const orderPageUrl = (app: FastifyInstance, order: Pick<OrderRow, 'id'>): string => `${app.config.accounts.linkBaseUrl}/orders/${order.id}`;
