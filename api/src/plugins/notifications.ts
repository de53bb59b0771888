import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Notification, OrderPosition, Role } from '@chargevalet/contract';
import { notifications } from '../db/schema';
import { NOTIFY_CHANNEL, publish, toNotificationResource, type ChannelMessage } from '../services/notifications/notify';

/** How soon a browser whose stream ended at shutdown reconnects (through the balancer, to another instance). */
export const STREAM_RECONNECT_MS = 1000;

export interface StreamHandlers {
  notification(notification: Notification): void;
  /** A car's new position on an order this user may follow (its customer, or any manager). */
  position?(position: OrderPosition): void;
  /**
   * The session signed out (on any instance) or the server is closing: end the stream. `retryMs` (closing): the
   * browser should reconnect that soon, to another instance, and resume with Last-Event-ID.
   */
  end(retryMs?: number): void;
}

export interface NotificationStreams {
  /**
   * Hands `userId`'s new notifications to `handlers` until the returned function is called; with `role`, also the
   * positions of the user's orders (customers) or of every order (managers).
   */
  subscribe(userId: string, sessionId: string, handlers: StreamHandlers, role?: Role): () => void;
  /** Ends the streams of a session on every instance (sign-out). */
  endSession(sessionId: string): Promise<void>;
  /**
   * A tracking link's stream (issue 31): `changed` after any order changed (the views' message, from any instance:
   * the caller reads its order again), `position` with a new fix of this order, `end` when the server closes.
   */
  watchOrder(orderId: string, handlers: OrderWatch): () => void;
}

export interface OrderWatch {
  changed(): void;
  position(position: OrderPosition): void;
  end(retryMs?: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationStreams: NotificationStreams;
  }
}

/**
 * The live side of notifications: every instance LISTENs on NOTIFY_CHANNEL (services/notifications/notify.ts
 * publishes there, so a notification made on one instance reaches streams on all), and an in-process emitter
 * fans each message out to the streams open here. Only an instance with a stream of that user reads the row.
 */
export default fp(
  async (fastify) => {
    const local = new EventEmitter();
    local.setMaxListeners(0); // one listener per open stream; thousands are expected
    const open = new Set<{ end(retryMs?: number): void }>();

    const deliver = async (userId: string, id: string): Promise<void> => {
      const [row] = await fastify.db.select().from(notifications).where(eq(notifications.id, id));
      if (row) local.emit(`user:${userId}`, toNotificationResource(row));
    };
    const receive = (payload: string): void => {
      let message: ChannelMessage;
      try {
        message = JSON.parse(payload) as ChannelMessage;
      } catch {
        fastify.log.warn({ payload }, 'unreadable notification message');
        return;
      }
      if ('forget' in message) fastify.sessions.forget(message);
      else if ('views' in message) {
        fastify.orderViews.invalidate();
        local.emit('orders:changed');
      }
      else if ('session' in message) local.emit(`session:${message.session}`);
      else if ('position' in message) {
        // Small enough to travel whole: no read per stream.
        if (message.customer) local.emit(`position:customer:${message.customer}`, message.position);
        local.emit('position:manager', message.position);
        local.emit(`position:order:${message.position.order_id}`, message.position);
      } else if (local.listenerCount(`user:${message.user}`) > 0) {
        deliver(message.user, message.id).catch((err: unknown) => fastify.log.error({ err }, 'could not deliver a notification'));
      }
    };

    let unlisten: (() => Promise<void>) | null = null;
    fastify.addHook('onReady', async () => {
      // while the listener is lost, changes of sessions would go unheard: the sessions' cache is off until it is back
      unlisten = await fastify.database.listen(
        NOTIFY_CHANNEL,
        receive,
        (err) => {
          fastify.sessions.hearsChanges(false);
          fastify.log.warn({ err }, 'notification listener lost its connection');
        },
        () => fastify.sessions.hearsChanges(true),
      );
    });
    // open streams would hold the server open: end them before it closes, telling the browser to come back soon
    fastify.addHook('preClose', async () => {
      for (const handlers of open) handlers.end(STREAM_RECONNECT_MS);
    });
    fastify.addHook('onClose', async () => {
      await unlisten?.();
    });

    fastify.decorate('notificationStreams', {
      subscribe(userId, sessionId, handlers, role) {
        const onNotification = (notification: Notification) => handlers.notification(notification);
        const onEnd = () => handlers.end();
        const onPosition = (position: OrderPosition) => handlers.position?.(position);
        const positions = role === 'manager' ? 'position:manager' : role === 'customer' ? `position:customer:${userId}` : null;
        local.on(`user:${userId}`, onNotification);
        local.on(`session:${sessionId}`, onEnd);
        if (positions && handlers.position) local.on(positions, onPosition);
        open.add(handlers);
        return () => {
          local.off(`user:${userId}`, onNotification);
          local.off(`session:${sessionId}`, onEnd);
          if (positions) local.off(positions, onPosition);
          open.delete(handlers);
        };
      },
      endSession: (sessionId) => publish(fastify.db, [{ session: sessionId }]),
      watchOrder(orderId, handlers) {
        const onChanged = () => handlers.changed();
        const onPosition = (position: OrderPosition) => handlers.position(position);
        local.on('orders:changed', onChanged);
        local.on(`position:order:${orderId}`, onPosition);
        open.add(handlers);
        return () => {
          local.off('orders:changed', onChanged);
          local.off(`position:order:${orderId}`, onPosition);
          open.delete(handlers);
        };
      },
    } satisfies NotificationStreams);
  },
  { name: 'notifications', dependencies: ['db', 'sessions', 'order-views'] },
);
