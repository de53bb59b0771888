import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { trackLinkPath, type Eta, type OrderPosition, type TrackView } from '@chargevalet/contract';
import { orders, type OrderRow } from '../db/schema';
import { readPosition } from '../services/orders/positions';
import { estimateArrival, orderIdOfToken, tokenMatches, toTrackView, trackLinkLive, trackToken } from '../services/orders/tracking';
import { appKey } from './sessions';

export interface Tracking {
  /** The order's current tracking token. */
  token(order: Pick<OrderRow, 'id' | 'trackGeneration'>): string;
  /** The order's current tracking link (`${PUBLIC_URL}/track/{token}`), as every order mail carries it. */
  url(order: Pick<OrderRow, 'id' | 'trackGeneration'>): string;
  /** The order a token opens: its current token, not revoked, not expired, not an unfinished checkout; else null. */
  find(token: string): Promise<OrderRow | null>;
  /** The order's public view (with the car and its arrival estimate while on the way to the customer). */
  view(order: OrderRow): Promise<TrackView>;
  /** The arrival estimate of an order on the way, from its last position (null otherwise). */
  eta(order: OrderRow, position: OrderPosition | null): Eta | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracking: Tracking;
  }
}

/** The tracking links (services/orders/tracking.ts) under the shared `track` key, read once at start-up. */
export default fp(
  async (fastify) => {
    const key = await appKey(fastify.db, 'track');
    const tracking: Tracking = {
      token: (order) => trackToken(key, order),
      url: (order) => `${fastify.config.accounts.linkBaseUrl}${trackLinkPath(trackToken(key, order))}`,
      async find(token) {
        const id = orderIdOfToken(token);
        if (!id) return null;
        const [order] = await fastify.db.select().from(orders).where(eq(orders.id, id));
        return order && tokenMatches(key, token, order) && trackLinkLive(order, fastify.clock.now()) ? order : null;
      },
      eta: (order, position) => estimateArrival(order, position, { ...fastify.config.distance, ...fastify.config.eta }, fastify.clock.now()),
      async view(order) {
        const position = await readPosition(fastify.db, order.id, fastify.clock.now());
        return toTrackView(order, position, tracking.eta(order, position));
      },
    };
    fastify.decorate('tracking', tracking);
  },
  { name: 'tracking', dependencies: ['db', 'config', 'clock'] },
);
