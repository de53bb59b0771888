import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeOrdersResponseSchema,
  assignResultSchema,
  DISPATCH_ROUTES,
  driverSuggestionsResponseSchema,
  managerDashboardResponseSchema,
  managerOrdersQuerySchema,
  managerOrdersResponseSchema,
  messageSchema,
  msg,
  orderResponseSchema,
  orderTotalsResponseSchema,
  translateMessage,
  type AssignResult,
  type ValidationMessageKey,
  orderRefParamsSchema,
} from '@chargevalet/contract';
import { z } from 'zod';
import { JsonAnswer, sendJsonAnswer } from '../../lib/json-answer';
import { TaskQueue } from '../../lib/task-queue';
import { MicroCache } from '../../services/orders/micro-cache';
import { assignDriver, driverSuggestions } from '../../services/orders/assignment';
import { findOrderFor, orderResource, readOrderFor } from '../../services/orders/lifecycle';
import { activeOrders, countOrders, dashboard, ordersPage } from '../../services/orders/manager-lists';
import { authorisedAmount } from '../../services/payments/order-payments';
import { actorOf, orderNotFound } from '../order-status';

const assignParams = z.object({ order: z.string().max(64, msg('orderNumberInvalid')), driver: z.string().max(64, msg('assignNotDriver')) });

export const ASSIGN_MESSAGES: Record<Extract<AssignResult, { status: 'failed' }>['code'], ValidationMessageKey> = {
  driver_blocked: 'assignDriverBlocked',
  driver_booked: 'assignDriverBooked',
  not_a_driver: 'assignNotDriver',
  order_state: 'assignOrderState',
  same_driver: 'assignSameDriver',
};

/** The manager's orders (SPEC §7): list, active orders, dashboard, one order, totals, assign and driver suggestions. */
const managerOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireRole('manager'));
  const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema };
  // Counts shared for SLOTS_CACHE_MS (the staleness the slot answers allow too) and only until the views change:
  // pages of one search count once.
  const counts = new MicroCache<{ total: number; capped: boolean }>(fastify.config.payments.slotsCacheMs);
  // A bulkhead: searches (reads of thousands of rows at worst) hold at most a third of the pool's connections, so a
  // flood of them leaves placements and status changes their connections, and the searches themselves wait in
  // order instead of stretching each other on the database's cores (bench, issue 32: p99 291 → 140–195 ms).
  const searches = new TaskQueue(Math.max(1, Math.floor(fastify.config.databasePoolMax / 3)));

  fastify.get(
    DISPATCH_ROUTES.managerOrders,
    {
      schema: {
        tags: ['dispatch'],
        summary: 'Orders by pickup time: search (number, plate, name, e-mail, phone), state and pickup-day filters, pages',
        querystring: managerOrdersQuerySchema,
        response: { 200: managerOrdersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, pageSize, sort, ...filter } = request.query;
      // every manager sees the same page: one query and one serialisation for all of them (plugins/order-views.ts)
      // no clock in a list page (its items carry no can_cancel): kept until an order changes
      const answer = await fastify.orderViews.answer(
        `manager-orders|${JSON.stringify(request.query)}`,
        async () => {
          const read = () =>
            ordersPage(fastify.db, filter, { page, pageSize, sort }, () =>
              counts.get(`${fastify.orderViews.generation}|${JSON.stringify(filter)}`, Date.now(), () => countOrders(fastify.db, filter)),
            );
          const found = await (filter.query ? searches.run(read) : read());
          return JsonAnswer.of(managerOrdersResponseSchema, { data: found.data, meta: { page, pageSize, total: found.total, total_capped: found.capped } });
        },
      );
      return sendJsonAnswer(request, reply, answer);
    },
  );

  fastify.get(
    DISPATCH_ROUTES.activeOrders,
    { schema: { tags: ['dispatch'], summary: 'Orders between assigned and returned, today first', response: { 200: activeOrdersResponseSchema, ...errors } } },
    async () => ({ data: await activeOrders(fastify.db, fastify.booking.now()) }),
  );

  fastify.get(
    DISPATCH_ROUTES.dashboard,
    { schema: { tags: ['dispatch'], summary: 'Today at a glance', response: { 200: managerDashboardResponseSchema, ...errors } } },
    async () => ({ data: await dashboard(fastify.db, fastify.booking.now()) }),
  );

  fastify.get(
    DISPATCH_ROUTES.managerOrder,
    { schema: { tags: ['dispatch'], summary: 'One order with driver, manager and history', params: orderRefParamsSchema, response: { 200: orderResponseSchema, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const read = await readOrderFor(fastify.db, actor, request.params.id);
      if (!read) return reply.code(404).send(orderNotFound(request.locale));
      return { data: await orderResource(fastify, read.row, actor, request.locale, read) };
    },
  );

  fastify.get(
    DISPATCH_ROUTES.managerTotals,
    { schema: { tags: ['dispatch'], summary: 'Actual and estimated totals, and what was paid (cents)', params: orderRefParamsSchema, response: { 200: orderTotalsResponseSchema, ...errors } } },
    async (request, reply) => {
      const row = await findOrderFor(fastify.db, actorOf(request), request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      return {
        data: {
          service_total: row.serviceTotal,
          electricity_total: row.electricityTotal,
          grand_total: row.grandTotal,
          estimated_service_total: row.estimatedServiceTotal,
          estimated_electricity_total: row.estimatedElectricityTotal,
          estimated_grand_total: row.estimatedGrandTotal,
          paid_total: row.paidTotal,
          authorized_total: authorisedAmount(row),
          estimate_tolerance_percent: fastify.config.payments.estimateTolerancePercent,
        },
      };
    },
  );

  fastify.get(
    DISPATCH_ROUTES.driverSuggestions,
    { schema: { tags: ['dispatch'], summary: 'Drivers free at both slots, best first', params: orderRefParamsSchema, response: { 200: driverSuggestionsResponseSchema, ...errors } } },
    async (request, reply) => {
      const row = await findOrderFor(fastify.db, actorOf(request), request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      const drivers = await driverSuggestions(fastify.db, row);
      return {
        data: drivers.map((driver) => ({
          id: driver.id,
          name: `${driver.firstName} ${driver.lastName}`.trim(),
          phone: driver.phone,
          email: driver.email,
          bookings_that_day: driver.bookingsThatDay,
          distance_km: driver.distanceKm,
        })),
      };
    },
  );

  for (const reassign of [false, true]) {
    fastify.post(
      reassign ? DISPATCH_ROUTES.reassign : DISPATCH_ROUTES.assign,
      {
        schema: {
          tags: ['dispatch'],
          summary: reassign ? 'Reassign the order to another driver (frees the old slots)' : 'Assign a driver (created → assigned)',
          params: assignParams,
          response: { 200: assignResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const outcome = await assignDriver(fastify, request.params.order, request.params.driver, actor, reassign);
        if (outcome.kind === 'not_found') return reply.code(404).send(orderNotFound(request.locale));
        if (outcome.kind === 'failed') return { status: 'failed' as const, code: outcome.code, error: translateMessage(msg(ASSIGN_MESSAGES[outcome.code]), request.locale) };
        return { data: await orderResource(fastify, outcome.row, actor, request.locale) };
      },
    );
  }
};

export default managerOrderRoutes;
