import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DRIVER_ROUTES,
  HANDOVER_MAX_PHOTOS,
  HANDOVER_MAX_PHOTO_BYTES,
  activeOrderResponseSchema,
  driverOrdersQuerySchema,
  driverOrdersResponseSchema,
  handoverResponseSchema,
  handoversResponseSchema,
  isOnTheWay,
  messageSchema,
  msg,
  orderPositionResponseSchema,
  orderResponseSchema,
  POSITION_MAX_AGE_MINUTES,
  positionRequestSchema,
  positionResponseSchema,
  roleSchema,
  translateMessage,
  validationErrorSchema,
  type OrderState,
} from '@chargevalet/contract';
import { orderNotFound } from '../order-status';
import { findOrderFor, orderResource, readOrderFor } from '../../services/orders/lifecycle';
import { findActiveOrder, listDriverOrders } from './orders';
import { HandoverInvalid, findPhoto, loadHandovers, mayViewHandovers, readUpload, recordHandover } from './handover';
import { moveLocalPhotos, openPhotoStore } from './photo-store';
import { deleteExpiredPositions, POSITION_DELETE_JOB, readPosition, storePosition } from '../../services/orders/positions';

/** A fix may be this far ahead of the server's clock (phones' clocks drift a little). */
const FIX_CLOCK_SKEW_MS = 60_000;

const identityParams = z.object({ identity: z.string().min(1).max(64) });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The driver's calls (issue 14, contract in shared/contract/src/driver.ts): active order, own schedule, one order
 * by number, the handover record with its photos. A driver reaches only orders assigned to them (404 otherwise).
 */
const driverRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Shared by every instance (issue 33); photos an older version left on this instance's disk move over first.
  const store = await openPhotoStore(fastify);
  fastify.addHook('onClose', async () => store.close());
  await moveLocalPhotos(store, fastify.config.dataDir, fastify.log);
  // Only this plugin reads multipart bodies; an 11th file or an 8 MB + 1 byte file stops the reading at once.
  await fastify.register(multipart, {
    limits: { files: HANDOVER_MAX_PHOTOS, fileSize: HANDOVER_MAX_PHOTO_BYTES, fields: 10, fieldSize: 4_096, parts: HANDOVER_MAX_PHOTOS + 10 },
  });
  const driverOnly = { preValidation: fastify.requireRole('driver') };
  // Positions 24 h after the return (queued by the status change, services/orders/positions.ts).
  fastify.jobs.register(POSITION_DELETE_JOB, async () => {
    await deleteExpiredPositions(fastify.db, fastify.clock.now());
  });

  fastify.get(
    DRIVER_ROUTES.activeOrder,
    { ...driverOnly, schema: { tags: ['driver'], summary: 'The order the driver works on now', response: { 200: activeOrderResponseSchema } } },
    async (request) => {
      const row = await findActiveOrder(fastify.db, request.user!.id, fastify.clock.now());
      return { data: row ? await orderResource(fastify, row, request.user!, request.locale) : null };
    },
  );

  fastify.get(
    DRIVER_ROUTES.orders,
    {
      ...driverOnly,
      schema: {
        tags: ['driver'],
        summary: "The driver's orders with a pickup or return on the days from … to (Europe/Berlin)",
        querystring: driverOrdersQuerySchema,
        response: { 200: driverOrdersResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ data: await listDriverOrders(fastify.db, request.user!.id, request.query.from, request.query.to, fastify.clock.now()) }),
  );

  fastify.get(
    DRIVER_ROUTES.order,
    {
      ...driverOnly,
      schema: { tags: ['driver'], summary: 'One of the driver\'s orders by its number', params: identityParams, response: { 200: orderResponseSchema, 404: messageSchema } },
    },
    async (request, reply) => {
      const read = await readOrderFor(fastify.db, request.user!, request.params.identity);
      if (!read) return reply.code(404).send(orderNotFound(request.locale));
      return { data: await orderResource(fastify, read.row, request.user!, request.locale, read) };
    },
  );

  fastify.post(
    DRIVER_ROUTES.handover,
    {
      ...driverOnly,
      config: { bodyFormat: 'multipart' },
      schema: {
        tags: ['driver'],
        summary: 'Record the car at pickup or return: multipart kind, mileage, charge_level, notes, photos (1–10 images, 8 MB each)',
        params: identityParams,
        response: { 201: handoverResponseSchema, 400: validationErrorSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await findOrderFor(fastify.db, request.user!, request.params.identity);
      if (!order) return reply.code(404).send(orderNotFound(request.locale));
      if (!request.isMultipart()) return reply.code(422).send(HandoverInvalid.of('photos', 'photosRequired').body(request.locale));
      try {
        const upload = await readUpload(fastify, request.parts());
        const id = await recordHandover(fastify.db, store, { order, driverId: request.user!.id, upload, now: fastify.clock.now() });
        const [handover] = await loadHandovers(fastify.db, order.id, id);
        return reply.code(201).send({ data: handover! });
      } catch (error) {
        if (error instanceof HandoverInvalid) return reply.code(error.statusCode).send(error.body(request.locale));
        throw error;
      }
    },
  );

  fastify.get(
    DRIVER_ROUTES.handovers,
    {
      preValidation: fastify.requireAuth,
      schema: {
        tags: ['orders'],
        summary: "An order's handover records (its customer, its driver, managers)",
        params: z.object({ role: roleSchema, id: z.string().min(1).max(64) }),
        response: { 200: handoversResponseSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (request.params.role !== user.role) return reply.code(403).send({ message: 'This action is unauthorized.' });
      // The lifecycle's lookup: by id or number, only the caller's own orders (managers: all).
      const order = await findOrderFor(fastify.db, user, request.params.id);
      if (!order) return reply.code(404).send(orderNotFound(request.locale));
      return { data: await loadHandovers(fastify.db, order.id) };
    },
  );

  fastify.post(
    DRIVER_ROUTES.position,
    {
      // the role before the body: a customer learns nothing from the body's checks
      preValidation: fastify.requireRole('driver'),
      config: { keepsSessions: true },
      schema: {
        tags: ['driver'],
        summary: "The car's position on the driver's own order while it is on the way (one fix per 5 s)",
        body: positionRequestSchema,
        response: { 201: positionResponseSchema, 404: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { order_id, identity, lat, lng, accuracy, recorded_at } = request.body;
      const refuse = (field: string, key: Parameters<typeof msg>[0]) => {
        const message = translateMessage(msg(key), request.locale);
        return reply.code(422).send({ message, errors: { [field]: [message] } });
      };
      const order = await findOrderFor(fastify.db, request.user!, (order_id ?? identity)!);
      if (!order) return reply.code(404).send(orderNotFound(request.locale));
      if (!isOnTheWay(order.state as OrderState)) return refuse(order_id !== undefined ? 'order_id' : 'identity', 'positionNotOnTheWay');
      const now = fastify.clock.now();
      const recordedAt = recorded_at ? new Date(recorded_at) : now;
      const age = now.getTime() - recordedAt.getTime();
      if (age < -FIX_CLOCK_SKEW_MS || age > POSITION_MAX_AGE_MINUTES * 60_000) return refuse('recorded_at', 'recordedAtInvalid');
      const outcome = await storePosition(fastify, order, request.user!.id, { lat, lng, accuracy: accuracy ?? null, recordedAt });
      if (outcome.kind === 'not_on_the_way') return refuse(order_id !== undefined ? 'order_id' : 'identity', 'positionNotOnTheWay');
      if (outcome.kind === 'too_soon') {
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .send({ message: translateMessage(msg('positionTooFrequent'), request.locale, { seconds: outcome.retryAfterSeconds }) });
      }
      return reply.code(201).send({ data: outcome.position });
    },
  );

  fastify.get(
    DRIVER_ROUTES.orderPosition,
    {
      preValidation: fastify.requireAuth,
      schema: {
        tags: ['orders'],
        summary: "The car's last position on an order (its customer, its driver, managers); null when none is shared",
        params: z.object({ role: roleSchema, id: z.string().min(1).max(64) }),
        response: { 200: orderPositionResponseSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (request.params.role !== user.role) return reply.code(403).send({ message: 'This action is unauthorized.' });
      const order = await findOrderFor(fastify.db, user, request.params.id);
      if (!order) return reply.code(404).send(orderNotFound(request.locale));
      return { data: await readPosition(fastify.db, order.id, fastify.clock.now()) };
    },
  );

  fastify.get(
    DRIVER_ROUTES.photo,
    {
      preValidation: fastify.requireAuth,
      schema: { tags: ['orders'], summary: 'One handover photo (JPEG), for the same viewers as the records', params: z.object({ id: z.string().max(64) }) },
    },
    async (request, reply) => {
      const found = uuidPattern.test(request.params.id) ? await findPhoto(fastify.db, request.params.id) : null;
      if (!found || !mayViewHandovers(request.user!, found)) return reply.code(404).send(orderNotFound(request.locale));
      // A record whose photo is gone (a restored database without its bucket) is not found rather than an error.
      const bytes = await store.read(found.fileName);
      if (!bytes) return reply.code(404).send(orderNotFound(request.locale));
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(bytes);
    },
  );
};

export default driverRoutes;
