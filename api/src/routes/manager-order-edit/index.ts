import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_EDIT_ROUTES,
  SERVICE_OPTION_IDS,
  messageSchema,
  orderEditParamsSchema,
  orderRescheduleRequestSchema,
  orderUpdateRequestSchema,
  orderUpdateResponseSchema,
  msg,
  orderUpdateConflictSchema,
  priceEstimateRequestSchema,
  priceEstimateResponseSchema,
  translateMessage,
  validationErrorSchema,
} from '@chargevalet/contract';
import { orders } from '../../db/schema';
import { PricingError, calculateTotals } from '../../domain';
import { getCatalog } from '../../services/catalog/catalog-service';
import { findDiscountRecord } from '../../services/discounts/discount-service';
import { pricingErrorField } from '../../services/pricing/cost-calculation';
import { findOrderFor, orderResource } from '../../services/orders/lifecycle';
import { editOrder } from '../../services/orders/order-edit';
import { rescheduleOrder } from '../../services/orders/reschedule';
import { actorOf, orderNotFound } from '../order-status';

/** Order editing (issue 16; the contract in shared/contract/src/manager/order-edit.ts). Managers only. */
const managerOrderEditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    ORDER_EDIT_ROUTES.priceEstimate,
    {
      preValidation: fastify.requireRole('manager'),
      schema: {
        tags: ['manager'],
        summary: "The order's estimated totals with another package, charging level, car wash or fuel card",
        params: orderEditParamsSchema,
        body: priceEstimateRequestSchema,
        response: { 200: priceEstimateResponseSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const [order] = await fastify.db.select().from(orders).where(eq(orders.id, request.params.id));
      if (!order || order.state === 'pending_checkout') return reply.code(404).send({ message: request.locale === 'de' ? 'Auftrag nicht gefunden.' : 'Order not found.' });
      const { package_id, charging_level_id, is_use_fuel_card, is_wash_car } = request.body;
      const record = order.discountCode ? await findDiscountRecord(fastify.db, order.discountCode) : null;
      // the car wash is a package option: the edit toggles it, every other option stays as booked
      const services = order.selectedServices.filter((id) => id !== SERVICE_OPTION_IDS.carWash);
      try {
        const totals = calculateTotals(
          (await getCatalog(fastify.db)).pricing,
          { package_id, charging_level_id, is_use_fuel_card, car_type: order.carType, selected_services: is_wash_car ? [...services, SERVICE_OPTION_IDS.carWash] : services },
          record ? { kind: record.kind, value: record.value } : null,
        );
        return { data: { electricity_total: totals.electricity_total, service_total: totals.service_total, grand_total: totals.grand_total } };
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
        const { field, message } = pricingErrorField(error);
        const text = translateMessage(message, request.locale);
        return reply.code(422).send({ message: text, errors: { [field]: [text] } });
      }
    },
  );

  fastify.post(
    ORDER_EDIT_ROUTES.update,
    {
      preValidation: fastify.requireRole('manager'),
      schema: {
        tags: ['manager'],
        summary: "Correct an order's details (SPEC §5 \"Edit order\": package, return type, slots, phone and e-mail stay)",
        params: orderEditParamsSchema,
        body: orderUpdateRequestSchema,
        response: {
          200: orderUpdateResponseSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: orderUpdateConflictSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      const outcome = await editOrder(fastify, row, actor, request.body, request.locale);
      if (outcome.kind === 'invalid') {
        const message = translateMessage(msg('invalidInput'), request.locale);
        return reply.code(422).send({ message, errors: outcome.errors, ...(outcome.outOfServiceArea ? { out_of_service_area: true } : {}) });
      }
      const data = await orderResource(fastify, outcome.row, actor, request.locale);
      if (outcome.kind === 'stale') return reply.code(409).send({ message: translateMessage(msg('orderChanged'), request.locale), data });
      if (outcome.kind === 'money_locked') {
        return reply.code(409).send({ message: translateMessage(msg('paidMoneyReadOnly'), request.locale), code: 'money_locked', fields: outcome.fields, data });
      }
      return { data };
    },
  );

  fastify.post(
    ORDER_EDIT_ROUTES.reschedule,
    {
      preValidation: fastify.requireRole('manager'),
      schema: {
        tags: ['manager'],
        summary: "Move an order's pickup and return slots, checked like a booking; the customer gets the updated calendar events (issue 31)",
        params: orderEditParamsSchema,
        body: orderRescheduleRequestSchema,
        response: { 200: orderUpdateResponseSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: orderUpdateConflictSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      const outcome = await rescheduleOrder(fastify, row, actor, request.body, request.locale);
      if (outcome.kind === 'invalid') return reply.code(422).send({ message: translateMessage(msg('invalidInput'), request.locale), errors: outcome.errors });
      const data = await orderResource(fastify, outcome.row, actor, request.locale);
      if (outcome.kind === 'stale') return reply.code(409).send({ message: translateMessage(msg('orderChanged'), request.locale), data });
      return { data };
    },
  );
};

export default managerOrderEditRoutes;
