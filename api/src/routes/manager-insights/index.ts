import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSIGHT_ROUTES, messageSchema, ordersExportQuerySchema, statsQuerySchema, statsResponseSchema, validationErrorSchema } from '@chargevalet/contract';
import { JsonAnswer, sendJsonAnswer } from '../../lib/json-answer';
import { ordersCsv } from '../../services/insights/orders-export';
import { MicroCache } from '../../services/orders/micro-cache';
import { managerStats, statsRange } from '../../services/insights/stats';

/** The numbers of the business (issue 16): stats for the dashboard's charts and the orders list as CSV. Managers only. */
const managerInsightRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireRole('manager'));
  const errors = { 401: messageSchema, 403: messageSchema, 422: validationErrorSchema };
  const stats = new MicroCache<JsonAnswer>(fastify.config.payments.statsCacheMs);

  fastify.get(
    INSIGHT_ROUTES.stats,
    {
      schema: {
        tags: ['manager'],
        summary: 'Orders per day, revenue per week (8 weeks), driver utilisation per day, average rating, free and discounted shares',
        querystring: statsQuerySchema,
        response: { 200: statsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const range = statsRange(fastify.clock.now(), request.query.from, request.query.to);
      // Aggregates over every order of the range: shared by all managers for STATS_CACHE_MS (a chart half a minute old)
      const answer = await stats.get(`${range.from}|${range.to}`, Date.now(), async () =>
        JsonAnswer.of(statsResponseSchema, { data: await managerStats(fastify.db, range) }).ready(),
      );
      return sendJsonAnswer(request, reply, answer);
    },
  );

  fastify.get(
    INSIGHT_ROUTES.ordersExport,
    {
      schema: {
        tags: ['manager'],
        summary: "The orders list with the list's filter as CSV (every match, streamed)",
        querystring: ordersExportQuerySchema,
        // 200 is text/csv (a stream): no JSON schema to serialise it with
        response: errors,
      },
    },
    async (request, reply) => {
      const { sort, ...filter } = request.query;
      const day = fastify.clock.now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(ordersCsv(fastify.db, filter, sort, request.locale)) as unknown as { message: string });
    },
  );
};

export default managerInsightRoutes;
