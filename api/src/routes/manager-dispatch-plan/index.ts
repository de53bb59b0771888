import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DISPATCH_PLAN_ROUTES,
  dispatchApplyRequestSchema,
  dispatchApplyResponseSchema,
  dispatchPlanRequestSchema,
  dispatchPlanResponseSchema,
  messageSchema,
  msg,
  translateMessage,
  validationErrorSchema,
} from '@chargevalet/contract';
import { applyDayPlan, makeDayPlan, PlanStale } from '../../services/dispatch/day-plan';
import { actorOf } from '../order-status';

/** Plan the day in one click (issue 36; calls and rules in shared/contract/src/manager/dispatch-plan.ts). Managers only. */
const managerDispatchPlanRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // before the body is validated: whoever is not a manager learns nothing about the request's shape
  fastify.addHook('preValidation', fastify.requireRole('manager'));
  const errors = { 401: messageSchema, 403: messageSchema, 422: validationErrorSchema };

  fastify.post(
    DISPATCH_PLAN_ROUTES.plan,
    {
      schema: {
        tags: ['manager'],
        summary: "A plan of the day's orders without a driver: fewest empty kilometres (estimated), then even days; changes nothing",
        body: dispatchPlanRequestSchema,
        response: { 200: dispatchPlanResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await makeDayPlan(fastify, request.body.date, request.body.include_assigned) }),
  );

  fastify.post(
    DISPATCH_PLAN_ROUTES.apply,
    {
      schema: {
        tags: ['manager'],
        summary: "Applies a day plan: every assignment or none; 409 when an order or a driver's day changed since the plan",
        body: dispatchApplyRequestSchema,
        response: { 200: dispatchApplyResponseSchema, 409: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { date, version, assignments } = request.body;
      try {
        return { data: { assigned: await applyDayPlan(fastify, date, version, assignments, actorOf(request)) } };
      } catch (error) {
        if (error instanceof PlanStale) return reply.code(409).send({ message: translateMessage(msg('planStale'), request.locale) });
        throw error;
      }
    },
  );
};

export default managerDispatchPlanRoutes;
