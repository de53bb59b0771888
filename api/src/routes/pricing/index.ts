import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_ROUTES,
  costCalculationRequestSchema,
  costCalculationResponseSchema,
  messageSchema,
  packageIdParamsSchema,
  translateMessage,
  validationErrorSchema,
} from '@chargevalet/contract';
import { PricingError } from '../../domain';
import { calculateOrderCost, pricingErrorField } from '../../services/pricing/cost-calculation';

/**
 * POST /api/order/cost-calculation/{packageId} (SPEC §7; path chosen): the totals in integer cents that every
 * price in the wizard shows. A discount code counts only when valid for the signed-in user and this package.
 */
const pricingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    BOOKING_ROUTES.costCalculation,
    {
      schema: {
        tags: ['booking'],
        summary: 'Order totals (cents, VAT included) for a package, charging level, options, fuel card and discount code',
        params: packageIdParamsSchema,
        body: costCalculationRequestSchema,
        response: { 200: costCalculationResponseSchema, 419: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const { total, result } = await calculateOrderCost(fastify.db, {
          packageId: request.params.packageId,
          request: request.body,
          userId: request.user?.id ?? null,
        });
        // The discount as a line of its own in the wizard's summary (only when a code counts).
        const discount = result.breakdown.discount_cents;
        return { data: discount > 0 ? { ...total, discount_total: discount } : total };
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
        const { field, message } = pricingErrorField(error);
        const text = translateMessage(message, request.locale);
        return reply.code(422).send({ message: text, errors: { [field]: [text] } });
      }
    },
  );
};

export default pricingRoutes;
