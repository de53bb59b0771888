import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_ROUTES, messageSchema, validationErrorSchema, zipCodeVerifyRequestSchema, zipCodeVerifyResponseSchema } from '@chargevalet/contract';
import { verifyZipCode } from '../../services/address/address-service';

/**
 * POST /api/address/zip-code/verify (SPEC §5, §7): `verified` when the postcode is in the Düsseldorf postcode
 * table, otherwise `out_of_service_area` (the wizard opens the service-not-available modal). Not five digits: 422.
 */
const addressRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    BOOKING_ROUTES.zipCodeVerify,
    {
      schema: {
        tags: ['booking'],
        summary: 'Is a postcode inside the service area (Düsseldorf)?',
        body: zipCodeVerifyRequestSchema,
        response: { 200: zipCodeVerifyResponseSchema, 419: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ status: verifyZipCode(request.body.zip_code) }),
  );
};

export default addressRoutes;
