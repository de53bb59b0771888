import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_ROUTES,
  discountValidateRequestSchema,
  discountValidateResponseSchema,
  messageSchema,
  msg,
  translateMessage,
  validationErrorSchema,
} from '@chargevalet/contract';
import { getCatalog } from '../../services/catalog/catalog-service';
import { validateDiscountForCustomer } from '../../services/discounts/discount-service';

/** Per-IP attempts per minute: enough for a person, too few to enumerate codes. */
export const DISCOUNT_VALIDATE_PER_MINUTE = 60;

/**
 * POST /api/discount/validate (SPEC §7, §8): `{ valid, code, error, eligible_packages, kind }`. A refused code is a
 * 200 with `error` (login_required for guests → cannot-apply modal; package_not_eligible with the eligible package
 * ids → the "Package not eligible" dialog); a malformed code or unknown package is a 422.
 */
const discountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    BOOKING_ROUTES.discountValidate,
    {
      config: { rateLimit: { max: DISCOUNT_VALIDATE_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['booking'],
        summary: 'Validate a discount code for a package (case-insensitive; signed-in customers only)',
        body: discountValidateRequestSchema,
        response: { 200: discountValidateResponseSchema, 419: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { code, package_id: packageId } = request.body;
      const catalog = await getCatalog(fastify.db);
      if (!catalog.packages.some((pkg) => pkg.id === packageId)) {
        const text = translateMessage(msg('invalidInput'), request.locale);
        return reply.code(422).send({ message: text, errors: { package_id: [text] } });
      }
      const { applied: _applied, ...answer } = await validateDiscountForCustomer(fastify.db, {
        code,
        packageId,
        userId: request.user?.id ?? null,
      });
      return answer;
    },
  );
};

export default discountRoutes;
