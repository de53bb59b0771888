import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CALENDAR_ROUTES,
  CALENDAR_UNASSIGNED_MAX,
  calendarAssignRequestSchema,
  calendarAssignResponseSchema,
  calendarDayResponseSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  calendarUnassignedResponseSchema,
  type CalendarResponse,
  dayBlockRequestSchema,
  messageSchema,
  msg,
  slotBlockRequestSchema,
  translateMessage,
  validationErrorSchema,
  type CalendarDay,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import { todayInBerlin } from '../../domain';
import { rangeOfDays } from '../../services/orders/schedule';
import { unassignedOrders } from '../../services/orders/manager-lists';
import {
  assignFromCalendar,
  blockDay,
  blockSlot,
  loadCalendar,
  slotAt,
  unblockDay,
  unblockSlot,
} from '../../services/calendar/calendar';
import { JsonAnswer, sendJsonAnswer } from '../../lib/json-answer';
import { Refusal } from '../../lib/refusal';
import { ASSIGN_MESSAGES } from '../manager-orders';
import { actorOf } from '../order-status';

/** The manager's calendar (issue 16; calls and rules in shared/contract/src/manager/calendar.ts). Managers only. */
const managerCalendarRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const onlyManagers = fastify.requireRole('manager');
  const mutating = { 200: calendarDayResponseSchema, 401: messageSchema, 403: messageSchema, 422: validationErrorSchema };

  const refuse = (request: FastifyRequest, reply: FastifyReply, field: string, key: ValidationMessageKey, params: Record<string, string> = {}) => {
    const message = translateMessage(msg(key), request.locale, params);
    return reply.code(422).send({ message, errors: { [field]: [message] } });
  };
  /** Runs a block or unblock: its day on success, a translated 422 on a refusal. */
  const dayAnswer = async (request: FastifyRequest, reply: FastifyReply, write: () => Promise<CalendarDay>) => {
    try {
      return { data: { days: [await write()] } };
    } catch (error) {
      if (error instanceof Refusal) return refuse(request, reply, error.field, error.key, error.params);
      throw error;
    }
  };

  fastify.get(
    CALENDAR_ROUTES.timeSlots,
    {
      preValidation: onlyManagers,
      schema: {
        tags: ['manager'],
        summary: "The drivers' days: slots free, blocked or booked (with the order), per driver",
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, 401: messageSchema, 403: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const from = request.query.from ?? todayInBerlin(fastify.clock.now());
      const { days } = request.query;
      // The whole team's week is large (every slot of every driver, 80,000 entries for 200 drivers): built, serialised
      // and compressed once for all managers. Typed by the contract but not parsed by it at run time: the parse copied
      // every entry and, with eight weeks asked in turn, held the event loop for most of each refresh (the bench's
      // p99); the calendar tests check the answer against calendarResponseSchema. No clock in it: kept until a change.
      const answer = await fastify.orderViews.answer(`calendar|${from}|${days}`, async () => {
        const body: CalendarResponse = { data: await loadCalendar(fastify.db, from, days) };
        return new JsonAnswer(JSON.stringify(body));
      });
      return sendJsonAnswer(request, reply, answer);
    },
  );

  fastify.get(
    CALENDAR_ROUTES.unassigned,
    {
      preValidation: onlyManagers,
      schema: {
        tags: ['manager'],
        summary: 'Orders without a driver picked up on the days asked for (beside the calendar), by pickup',
        querystring: calendarQuerySchema,
        response: { 200: calendarUnassignedResponseSchema, 401: messageSchema, 403: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { from, to } = rangeOfDays(request.query.from ?? todayInBerlin(fastify.clock.now()), request.query.days);
      return { data: await unassignedOrders(fastify.db, from, to, CALENDAR_UNASSIGNED_MAX) };
    },
  );

  for (const [path, block] of [
    [CALENDAR_ROUTES.blockSlot, true],
    [CALENDAR_ROUTES.unblockSlot, false],
  ] as const) {
    fastify.post(
      path,
      {
        preValidation: onlyManagers,
        schema: { tags: ['manager'], summary: `${block ? 'Block' : 'Unblock'} one slot of a driver`, body: slotBlockRequestSchema, response: mutating },
      },
      async (request, reply) => {
        const slot = slotAt(new Date(request.body.date_time));
        if (!slot) return refuse(request, reply, 'date_time', 'slotInvalid');
        const { driver_id } = request.body;
        return dayAnswer(request, reply, () => (block ? blockSlot(fastify, driver_id, slot, request.user!.id) : unblockSlot(fastify, driver_id, slot)));
      },
    );
  }

  for (const [path, block] of [
    [CALENDAR_ROUTES.blockDay, true],
    [CALENDAR_ROUTES.unblockDay, false],
  ] as const) {
    fastify.post(
      path,
      {
        preValidation: onlyManagers,
        schema: { tags: ['manager'], summary: `${block ? 'Block' : 'Unblock'} a whole day of a driver`, body: dayBlockRequestSchema, response: mutating },
      },
      async (request, reply) => {
        const { driver_id, date } = request.body;
        return dayAnswer(request, reply, () => (block ? blockDay(fastify, driver_id, date, request.user!.id) : unblockDay(fastify, driver_id, date)));
      },
    );
  }

  fastify.post(
    CALENDAR_ROUTES.assign,
    {
      preValidation: onlyManagers,
      schema: {
        tags: ['manager'],
        summary: 'Assign an unassigned order whose pickup is this slot to the driver',
        body: calendarAssignRequestSchema,
        response: { 200: calendarAssignResponseSchema, 401: messageSchema, 403: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const slot = slotAt(new Date(request.body.date_time));
      if (!slot) return refuse(request, reply, 'date_time', 'slotInvalid');
      try {
        const outcome = await assignFromCalendar(fastify, { driverId: request.body.driver_id, orderId: request.body.order_id, slot }, actorOf(request));
        if ('failed' in outcome) return { error: translateMessage(msg(ASSIGN_MESSAGES[outcome.failed]), request.locale) };
        return { data: outcome.booked };
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        // an order picked up at another time is the schedule's refusal (`{ error }`); unknown references are bad input
        if (error.key === 'assignSlotMismatch') return { error: translateMessage(msg(error.key), request.locale) };
        return refuse(request, reply, error.field, error.key, error.params);
      }
    },
  );
};

export default managerCalendarRoutes;
