import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_CHARGING_LEVEL_ID,
  ORDERING_ROUTES,
  messageSchema,
  returnTimeSlotsQuerySchema,
  timeSlotsParamsSchema,
  timeSlotsResponseSchema,
  translateMessage,
  validationErrorSchema,
  msg,
} from '@chargevalet/contract';
import { getCatalog } from '../../services/catalog/catalog-service';
import { pickupAnswer, returnAnswer, serialiseDays } from '../../services/orders/slot-answers';

/**
 * GET /api/order/pick-up/time-slots/{id} and GET /api/order/return/time-slots/{id} (DESIGN §4): `{id}` is the
 * package id. Answers are serialised once and shared for config.payments.slotsCacheMs (see SlotAnswerCache).
 */
const timeSlotRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, booking } = fastify;
  const notFound = (locale: 'de' | 'en') => ({ message: locale === 'de' ? 'Paket nicht gefunden.' : 'Package not found.' });

  fastify.get(
    ORDERING_ROUTES.pickupTimeSlots,
    {
      schema: {
        tags: ['booking'],
        summary: 'Pickup days and slots (today and the next 13 days); {id} is the package id',
        params: timeSlotsParamsSchema,
        response: { 200: timeSlotsResponseSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const catalog = await getCatalog(db);
      if (!catalog.packages.some((pkg) => pkg.id === request.params.id)) return reply.code(404).send(notFound(request.locale));
      const now = booking.now();
      const body = await booking.slotAnswers.get(`pickup|${request.locale}`, now.getTime(), async () =>
        serialiseDays(await pickupAnswer(db, now, request.locale)),
      );
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body as never);
    },
  );

  fastify.get(
    ORDERING_ROUTES.returnTimeSlots,
    {
      schema: {
        tags: ['booking'],
        summary: 'Return days and slots for a pickup (the pickup day and the 3 after); {id} is the package id',
        params: timeSlotsParamsSchema,
        querystring: returnTimeSlotsQuerySchema,
        response: { 200: timeSlotsResponseSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const catalog = await getCatalog(db);
      if (!catalog.packages.some((pkg) => pkg.id === request.params.id)) return reply.code(404).send(notFound(request.locale));
      const { pickup_date, pickup_time, charging_level_id = DEFAULT_CHARGING_LEVEL_ID, car_type = 'electric' } = request.query;
      const level = catalog.chargingLevels.find((candidate) => candidate.id === charging_level_id);
      if (!level) {
        const message = translateMessage(msg('chargingLevelRequired'), request.locale);
        return reply.code(422).send({ message, errors: { charging_level_id: [message] } });
      }
      const now = booking.now();
      const key = `return|${request.locale}|${pickup_date}|${pickup_time}|${car_type}|${level.battery_percent}`;
      let invalid = false;
      const body = await booking.slotAnswers.get(key, now.getTime(), async () => {
        const days = await returnAnswer(db, now, request.locale, { date: pickup_date, time: pickup_time }, car_type, level.battery_percent);
        if (!days) {
          invalid = true;
          return '';
        }
        return serialiseDays(days);
      });
      if (invalid || body === '') {
        const message = translateMessage(msg('pickupTimeRequired'), request.locale);
        return reply.code(422).send({ message, errors: { pickup_time: [message] } });
      }
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body as never);
    },
  );
};

export default timeSlotRoutes;
