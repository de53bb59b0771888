import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { send, type Statement } from '../db/pipeline';
import { JsonAnswer } from '../lib/json-answer';
import { MicroCache } from '../services/orders/micro-cache';
import { publishStatement } from '../services/notifications/notify';

export interface OrderViews {
  /**
   * The answer under `key`, computed once and shared by every request of this instance until an order or a
   * driver's schedule changes (on any instance); VIEWS_CACHE_MS only bounds a write that bypassed the API. For
   * answers that depend on nothing but the data (no clock: no `can_cancel`, no "today") and that every viewer
   * allowed to ask sees alike: the key holds whatever tells two viewers' answers apart (the customer's id, the query).
   */
  answer(key: string, compute: () => Promise<JsonAnswer>): Promise<JsonAnswer>;
  /**
   * Call inside the transaction of a change that a view shows (an order's state, driver, slots or details; a
   * driver's blocks): drops this instance's views now and, at commit, every instance's (NOTIFY, which reaches this
   * one too, so a view read while the transaction ran is dropped again once the change is visible).
   */
  changed(tx: Db): Promise<void>;
  /** `changed` for a caller that sends the NOTIFY with its other writes: drops this instance's views now. */
  changing(): Statement;
  /** Drops this instance's views (the NOTIFY of another instance's change). */
  invalidate(): void;
  /** Bumped whenever the views are dropped: a route's own cache keyed by it follows the views. */
  readonly generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderViews: OrderViews;
  }
  interface FastifyRequest {
    /** The views' generation when a write request came in (null for reads). */
    viewsGeneration: number | null;
  }
}

/**
 * Shared, serialised order views (issues 13, 15, 16): the manager's and customer's lists and the drivers' calendar
 * are read far more often than orders change, and under load many requests then share one query, one
 * serialisation and one compression (the bench's manager list, customer list and calendar).
 */
export default fp(
  async (fastify) => {
    // Kept until a change: refreshing them on a timer (the calendar's eight weeks, the customer's hundred pages) held
    // the event loop for nothing, which showed in the bench's p99.
    const cache = new MicroCache<JsonAnswer>(fastify.config.payments.viewsCacheMs);
    const views: OrderViews = {
      answer: (key, compute) => cache.get(key, Date.now(), async () => (await compute()).ready()),
      async changed(tx) {
        await send(tx, views.changing());
      },
      changing() {
        cache.invalidate();
        return publishStatement([{ views: true }]);
      },
      invalidate: () => cache.invalidate(),
      get generation() {
        return cache.generationNow;
      },
    };
    fastify.decorate('orderViews', views);

    // A write's own NOTIFY reaches this instance a moment after its commit; a view read meanwhile (another request)
    // could then still be served to the writer's next read. So a write that changed views drops them again once
    // its handler is done (committed), before its answer leaves.
    fastify.decorateRequest('viewsGeneration', null);
    fastify.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') request.viewsGeneration = cache.generationNow;
    });
    fastify.addHook('onSend', async (request) => {
      if (request.viewsGeneration !== null && request.viewsGeneration !== cache.generationNow) cache.invalidate();
    });
  },
  { name: 'order-views', dependencies: ['config'] },
);
